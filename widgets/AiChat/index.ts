import { defineWidget, lazyWidget } from '../../src/render/define-widget.ts';
import { manifest, type AiChatProps } from './schema.ts';
import './styles.css';

/** §2 AI chat: the floating assistant icon; the chat panel (and the markdown libraries) load only when it opens. */
export default defineWidget<AiChatProps, undefined>({
  name: 'AiChat',
  ...manifest,
  ...lazyWidget(() => import('./Component.tsx')),
});
