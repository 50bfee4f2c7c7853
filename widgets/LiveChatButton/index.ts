import { defineWidget, lazyWidget } from '../../src/render/define-widget.ts';
import type { LiveChatButtonProps } from './schema.ts';

export default defineWidget<LiveChatButtonProps, undefined>({
  name: 'LiveChatButton',
  defaults: { scriptUrl: '/livechat-demo.js?license={chat_id}' },
  ...lazyWidget(() => import('./Component.tsx')),
});
