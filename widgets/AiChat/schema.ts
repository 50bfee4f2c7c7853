import type { FromSchema } from 'json-schema-to-ts';
import type { HydratePlan, WithDefaults } from '../../schemas/widget-manifest.ts';
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

/** See README.md: why this plan. */
export const hydrate: HydratePlan = 'interaction';

/** The §3 layout flags it renders from (see README.md). */
export const follows = ['showAi'] as const satisfies readonly LayoutFlag[];

/** The props as a config writes them. */
export type AiChatConfig = FromSchema<typeof propsSchema>;
/** The props as the component and loader receive them: defaults applied. */
export type AiChatProps = WithDefaults<AiChatConfig, typeof defaults>;
export type ChatTheme = (typeof CHAT_THEMES)[number];
