import type { FromSchema } from 'json-schema-to-ts';
import type { HydratePlan, WithDefaults } from '../../schemas/widget-manifest.ts';

export const propsSchema = {
  type: 'object',
  additionalProperties: false,
  properties: {
    scriptUrl: {
      description: "The live-chat vendor's widget script; `{chat_id}` is replaced by the site's live_chat.chat_id.",
      type: 'string',
      pattern: '^(https://|/)',
    },
  },
} as const;

/** What a node's props start from (the renderer merges them first). */
export const defaults = { scriptUrl: '/livechat-demo.js?license={chat_id}' } satisfies Partial<LiveChatButtonConfig>;

/** See README.md: why this plan. */
export const hydrate: HydratePlan = 'idle';

/** The props as a config writes them. */
export type LiveChatButtonConfig = FromSchema<typeof propsSchema>;
/** The props as the component and loader receive them: defaults applied. */
export type LiveChatButtonProps = WithDefaults<LiveChatButtonConfig, typeof defaults>;
