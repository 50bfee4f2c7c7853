import type { FromSchema } from 'json-schema-to-ts';
import type { CssVarMap, HydratePlan, WithDefaults } from '../../schemas/widget-manifest.ts';

const messageKey = { type: 'string', pattern: '^[a-z_]+\\.[A-Za-z0-9_.]+$' } as const;

/**
 * Cards of text (message keys) with an icon and an optional link: the account hub, security tips,
 * missions, the lucky spin. `notice` puts a designed notice above them (for pages whose §1 contents
 * are "not shown"); `summary: "player"` heads them with the player's balance and VIP level.
 */
export const propsSchema = {
  type: 'object',
  additionalProperties: false,
  properties: {
    summary: { enum: ['none', 'player'] },
    notice: {
      type: 'object',
      additionalProperties: false,
      required: ['title'],
      properties: { title: messageKey, body: messageKey },
    },
    columns: { type: 'integer', minimum: 1, maximum: 6 },
    items: {
      type: 'array',
      maxItems: 24,
      items: {
        type: 'object',
        additionalProperties: false,
        required: ['icon', 'title'],
        properties: {
          icon: { enum: ['flame', 'gift', 'crown', 'user', 'chat', 'refresh', 'ticket', 'heart', 'handshake', 'rocket', 'grid', 'search', 'seven', 'cards'] },
          title: messageKey,
          body: messageKey,
          to: { type: 'string', pattern: '^/[a-z0-9/-]*$' },
        },
      },
    },
  },
} as const;

/** What a node's props start from (the renderer merges them first). */
export const defaults = { summary: 'none', columns: 1, items: [] } satisfies Partial<InfoCardsConfig>;

export const cssVars = { columns: '--cards-columns' } satisfies CssVarMap<InfoCardsConfig>;

/** See README.md: why this plan. */
export const hydrate: HydratePlan = 'idle';

/** The props as a config writes them. */
export type InfoCardsConfig = FromSchema<typeof propsSchema>;
/** The props as the component and loader receive them: defaults applied. */
export type InfoCardsProps = WithDefaults<InfoCardsConfig, typeof defaults>;
