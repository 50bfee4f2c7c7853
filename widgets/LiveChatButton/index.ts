import { defineWidget, lazyWidget } from '../../src/render/define-widget.ts';
import { defaults, type LiveChatButtonProps } from './schema.ts';

export default defineWidget<LiveChatButtonProps, undefined>({
  name: 'LiveChatButton',
  defaults,
  ...lazyWidget(() => import('./Component.tsx')),
});
