import type { FromSchema } from 'json-schema-to-ts';
import type { HydratePlan, WithDefaults } from '../../schemas/widget-manifest.ts';

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

/** See README.md: why this plan. */
export const hydrate: HydratePlan = 'never';

/** The props as a config writes them. */
export type WinnersBoardConfig = FromSchema<typeof propsSchema>;
/** The props as the component and loader receive them: defaults applied. */
export type WinnersBoardProps = WithDefaults<WinnersBoardConfig, typeof defaults>;
