import type { FromSchema } from 'json-schema-to-ts';
import type { WidgetManifest, WithDefaults } from '../../schemas/widget-manifest.ts';

export const propsSchema = {
  type: 'object',
  additionalProperties: false,
  properties: {
    scriptUrl: {
      description:
        "The live-chat vendor's widget script; `{chat_id}` is replaced by the site's live_chat.chat_id. A path on the site itself (one leading `/`) or the LiveChat vendor's CDN (https://cdn.livechatinc.com/): no other host's script runs on a brand's pages.",
      type: 'string',
      // `//host/x.js` and `/\host/x.js` are other hosts to a browser; the CSP's 'strict-dynamic' lets this loader's script load anything, so the list is here
      pattern: '^(/(?![/\\\\])|https://cdn\\.livechatinc\\.com/)',
    },
    loadScript: {
      description:
        "When the vendor's script loads: `intent` once the player points at, focuses or presses the button (a first visit carries none of a third party's code); `idle` as soon as the button is alive, for a vendor that invites players on its own.",
      enum: ['intent', 'idle'],
    },
  },
} as const;

/** What a node's props start from (the renderer merges them first). */
export const defaults = { scriptUrl: '/livechat-demo.js?license={chat_id}', loadScript: 'intent' } satisfies Partial<LiveChatButtonConfig>;

/** The props as a config writes them. */
export type LiveChatButtonConfig = FromSchema<typeof propsSchema>;
/** The props as the component and loader receive them: defaults applied. */
export type LiveChatButtonProps = WithDefaults<LiveChatButtonConfig, typeof defaults>;

/** The widget's manifest (schemas/widget-manifest.ts): index.ts spreads it into defineWidget; build:schemas emits it for the tools. */
export const manifest = {
  hydrate: 'idle',
  defaults,
} satisfies WidgetManifest<LiveChatButtonConfig>;

/** Why this plan (README.md's "Hydration plan" line says it too); apart from `manifest`, so the player's bundle does not carry it. */
export const hydrateReason =
  "Opens the chat and, by default, loads the vendor's script once the player reaches for the button; nothing about it is needed before idle.";
