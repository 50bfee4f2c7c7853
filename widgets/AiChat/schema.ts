import type { FromSchema } from 'json-schema-to-ts';

/** §9 chat themes. */
export const CHAT_THEMES = ['light', 'dark', 'sky-blue', 'pine-green', 'mauve-purple', 'rose-pink', 'sandstone-orange'] as const;

export const propsSchema = {
  type: 'object',
  additionalProperties: false,
  properties: {
    theme: { enum: CHAT_THEMES },
    /** which startup.ai_assistant image the floating icon shows */
    icon: { enum: ['large', 'small'] },
    /** §7 webhook timeout; 60 s unless a test needs it shorter */
    timeoutMs: { type: 'integer', minimum: 100, maximum: 120000 },
  },
} as const;

export type AiChatProps = FromSchema<typeof propsSchema>;
export type ChatTheme = (typeof CHAT_THEMES)[number];
