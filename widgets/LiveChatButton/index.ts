import { defineWidget, lazyWidget } from '../../src/render/define-widget.ts';
import { manifest, type LiveChatButtonProps } from './schema.ts';

export default defineWidget<LiveChatButtonProps, undefined>({
  name: 'LiveChatButton',
  ...manifest,
  ...lazyWidget(() => import('./Component.tsx')),
});
