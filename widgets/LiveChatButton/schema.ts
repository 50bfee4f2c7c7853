import type { FromSchema } from 'json-schema-to-ts';

export const propsSchema = {
  type: 'object',
  additionalProperties: false,
  properties: {
    /** the vendor's widget script; `{chat_id}` is replaced by the site's live_chat.chat_id */
    scriptUrl: { type: 'string', pattern: '^(https://|/)' },
  },
} as const;

export type LiveChatButtonProps = FromSchema<typeof propsSchema>;
