import type { FromSchema } from 'json-schema-to-ts';
import type { CssVarMap, WidgetManifest, WithDefaults } from '../../schemas/widget-manifest.ts';
import { SITE_PATH_MAX, SITE_PATH_PATTERN } from '../../schemas/site-path.ts';

/** Message keys and site paths are written out in each prop, not spread: a spread in a props schema stays in the player's entry. */
const MESSAGE_KEY_PATTERN = '^[a-z_]+\\.[A-Za-z0-9_.]+$';

/**
 * Cards of text (message keys) with an icon and an optional link: the account hub, security tips,
 * missions, the lucky spin. `notice` puts a designed notice above them (for pages whose §1 contents
 * are "not shown"); `summary: "player"` heads them with the player's balance and VIP level.
 */
export const propsSchema = {
  type: 'object',
  additionalProperties: false,
  properties: {
    summary: { description: "`player` heads the cards with the player's balance and VIP level; `none` shows the cards alone.", enum: ['none', 'player'] },
    notice: {
      description: 'A designed notice above the cards (for pages whose §1 contents are "not shown").',
      examples: [{ title: 'ui.spin.notice', body: 'ui.spin.noticeBody' }],
      type: 'object',
      additionalProperties: false,
      required: ['title'],
      properties: {
        title: { type: 'string', pattern: MESSAGE_KEY_PATTERN, description: "Message key of the notice's title.", examples: ['ui.spin.notice'] },
        body: { type: 'string', pattern: MESSAGE_KEY_PATTERN, description: "Message key of the notice's text.", examples: ['ui.spin.noticeBody'] },
      },
    },
    columns: { description: 'Columns of cards.', type: 'integer', minimum: 1, maximum: 6 },
    items: {
      description: 'The cards, in order.',
      examples: [[{ icon: 'gift', title: 'ui.link.promotions', body: 'ui.link.promotionsBody', to: '/promotions' }]],
      type: 'array',
      maxItems: 24,
      items: {
        type: 'object',
        additionalProperties: false,
        required: ['icon', 'title'],
        properties: {
          icon: {
            description: "The card's icon.",
            enum: ['flame', 'gift', 'crown', 'user', 'chat', 'refresh', 'ticket', 'heart', 'handshake', 'rocket', 'grid', 'search', 'seven', 'cards'],
          },
          title: { type: 'string', pattern: MESSAGE_KEY_PATTERN, description: "Message key of the card's title.", examples: ['ui.link.promotions'] },
          body: { type: 'string', pattern: MESSAGE_KEY_PATTERN, description: "Message key of the card's text.", examples: ['ui.link.promotionsBody'] },
          to: {
            type: 'string',
            pattern: SITE_PATH_PATTERN,
            maxLength: SITE_PATH_MAX,
            description: 'Path on this site the card links to; the card is not a link when unset.',
            examples: ['/promotions'],
          },
        },
      },
    },
  },
} as const;

/** What a node's props start from (the renderer merges them first). */
export const defaults = { summary: 'none', columns: 1, items: [] } satisfies Partial<InfoCardsConfig>;

const cssVars = { columns: '--cards-columns' } satisfies CssVarMap<InfoCardsConfig>;

/** The props as a config writes them. */
export type InfoCardsConfig = FromSchema<typeof propsSchema>;
/** The props as the component and loader receive them: defaults applied. */
export type InfoCardsProps = WithDefaults<InfoCardsConfig, typeof defaults>;

/** The widget's manifest (schemas/widget-manifest.ts): index.ts spreads it into defineWidget; build:schemas emits it for the tools. */
export const manifest = {
  hydrate: 'idle',
  defaults,
  cssVars,
} satisfies WidgetManifest<InfoCardsConfig>;

/** Why this plan (README.md's "Hydration plan" line says it too); apart from `manifest`, so the player's bundle does not carry it. */
export const hydrateReason = 'Its player summary reads the client session (balance, VIP level); the cards are links.';
