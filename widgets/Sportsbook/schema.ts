import type { FromSchema } from 'json-schema-to-ts';
import type { HydratePlan, WithDefaults } from '../../schemas/widget-manifest.ts';

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

/** See README.md: why this plan. */
export const hydrate: HydratePlan = 'visible';

/** The props as a config writes them. */
export type SportsbookConfig = FromSchema<typeof propsSchema>;
/** The props as the component and loader receive them: defaults applied. */
export type SportsbookProps = WithDefaults<SportsbookConfig, typeof defaults>;
