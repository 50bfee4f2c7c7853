import { defineWidget, lazyWidget } from '../../src/render/define-widget.ts';
import { defaults, hydrate, type LiveChatButtonProps } from './schema.ts';

export default defineWidget<LiveChatButtonProps, undefined>({
  name: 'LiveChatButton',
  hydrate,
  defaults,
  ...lazyWidget(() => import('./Component.tsx')),
});
