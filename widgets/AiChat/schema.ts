import type { FromSchema } from 'json-schema-to-ts';
import type { WidgetManifest, WithDefaults } from '../../schemas/widget-manifest.ts';
import type { LayoutFlag } from '../../src/state/layout.ts';

/** §9 chat themes. */
export const CHAT_THEMES = ['light', 'dark', 'sky-blue', 'pine-green', 'mauve-purple', 'rose-pink', 'sandstone-orange'] as const;

export const propsSchema = {
  type: 'object',
  additionalProperties: false,
  properties: {
    theme: { description: 'Colour theme of the chat panel (§9 chat themes).', enum: CHAT_THEMES },
    icon: { description: 'Which startup.ai_assistant image the floating icon shows.', enum: ['large', 'small'] },
    timeoutMs: {
      description: "How long to wait for the assistant's webhook answer, in ms (§7); 60 s unless a test needs it shorter.",
      type: 'integer',
      minimum: 100,
      maximum: 120000,
    },
  },
} as const;

/** What a node's props start from (the renderer merges them first). */
export const defaults = { theme: 'light', icon: 'large', timeoutMs: 60000 } satisfies Partial<AiChatConfig>;

/** The §3 layout flags it renders from (see README.md). */
const follows = ['showAi'] as const satisfies readonly LayoutFlag[];

/** The props as a config writes them. */
export type AiChatConfig = FromSchema<typeof propsSchema>;
/** The props as the component and loader receive them: defaults applied. */
export type AiChatProps = WithDefaults<AiChatConfig, typeof defaults>;
export type ChatTheme = (typeof CHAT_THEMES)[number];

/** The widget's manifest (schemas/widget-manifest.ts): index.ts spreads it into defineWidget; build:schemas emits it for the tools. */
export const manifest = {
  hydrate: 'interaction',
  defaults,
  follows,
} satisfies WidgetManifest<AiChatConfig>;

/** Why this plan (README.md's "Hydration plan" line says it too); apart from `manifest`, so the player's bundle does not carry it. */
export const hydrateReason =
  'A floating icon that opens the chat panel on click. Until the player touches it (or signs in, or the page moves on), it is server HTML: a click is held back and replayed once its code is there. It follows the `showAi` layout flag: a player who left the chat open gets it back as soon as the browser has read the flag (the server renders it closed).';
