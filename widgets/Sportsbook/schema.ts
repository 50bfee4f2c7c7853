import type { FromSchema } from 'json-schema-to-ts';
import type { WidgetManifest, WithDefaults } from '../../schemas/widget-manifest.ts';

export const propsSchema = {
  type: 'object',
  additionalProperties: false,
  properties: {
    title: { description: 'Message key of the heading.', type: 'string' },
    source: { description: 'GET /api/home/match_list (every market) or /api/home/public_odds (the main markets).', enum: ['match_list', 'public_odds'] },
    limit: { description: 'Most matches shown.', type: 'integer', minimum: 1, maximum: 100 },
    markets: {
      description: '§9 bet types shown on each match card, in order; the rest open under "All markets".',
      type: 'array',
      items: { type: 'string', pattern: '^[0-9A-Z]+(_H)?$' },
      uniqueItems: true,
      maxItems: 6,
    },
  },
} as const;

/** What a node's props start from (the renderer merges them first). */
export const defaults = { title: 'ui.sports.title', source: 'match_list', limit: 12, markets: ['1X2', 'HDP', 'OU'] } satisfies Partial<SportsbookConfig>;

/** The props as a config writes them. */
export type SportsbookConfig = FromSchema<typeof propsSchema>;
/** The props as the component and loader receive them: defaults applied. */
export type SportsbookProps = WithDefaults<SportsbookConfig, typeof defaults>;

/** The widget's manifest (schemas/widget-manifest.ts): index.ts spreads it into defineWidget; build:schemas emits it for the tools. */
export const manifest = {
  hydrate: 'visible',
  defaults,
} satisfies WidgetManifest<SportsbookConfig>;

/** Why this plan (README.md's "Hydration plan" line says it too); apart from `manifest`, so the player's bundle does not carry it. */
export const hydrateReason = 'Match lists with market tabs and selections: interactive, hydrated when it nears the viewport.';
