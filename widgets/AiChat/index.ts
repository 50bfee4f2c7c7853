import { defineWidget, lazyWidget } from '../../src/render/define-widget.ts';
import type { AiChatProps } from './schema.ts';
import './styles.css';

/** §2 AI chat: the floating assistant icon; the chat panel (and the markdown libraries) load only when it opens. */
export default defineWidget<AiChatProps, undefined>({
  name: 'AiChat',
  defaults: { theme: 'light', icon: 'large', timeoutMs: 60000 },
  ...lazyWidget(() => import('./Component.tsx')),
});
