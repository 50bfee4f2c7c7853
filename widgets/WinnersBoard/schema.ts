import type { FromSchema } from 'json-schema-to-ts';
import type { WidgetManifest, WithDefaults } from '../../schemas/widget-manifest.ts';

export const propsSchema = {
  type: 'object',
  additionalProperties: false,
  properties: {
    title: { description: 'Message key of the heading.', type: 'string' },
    show: {
      description: 'Which parts to show, in this order of preference.',
      type: 'array',
      items: { enum: ['stats', 'winners', 'withdrawals'] },
      uniqueItems: true,
      minItems: 1,
    },
    limit: { description: 'Rows in each list.', type: 'integer', minimum: 1, maximum: 10 },
  },
} as const;

/** What a node's props start from (the renderer merges them first). */
export const defaults = { title: 'ui.winners.title', show: ['stats', 'winners', 'withdrawals'], limit: 10 } satisfies Partial<WinnersBoardConfig>;

/** The props as a config writes them. */
export type WinnersBoardConfig = FromSchema<typeof propsSchema>;
/** The props as the component and loader receive them: defaults applied. */
export type WinnersBoardProps = WithDefaults<WinnersBoardConfig, typeof defaults>;

/** The widget's manifest (schemas/widget-manifest.ts): index.ts spreads it into defineWidget; build:schemas emits it for the tools. */
export const manifest = {
  hydrate: 'never',
  defaults,
} satisfies WidgetManifest<WinnersBoardConfig>;

/** Why this plan (README.md's "Hydration plan" line says it too); apart from `manifest`, so the player's bundle does not carry it. */
export const hydrateReason = 'Winners and withdrawals from its loader: no input and no client-side effect.';
