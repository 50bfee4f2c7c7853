import { defineWidget, lazyWidget } from '../../src/render/define-widget.ts';
import { defaults, follows, hydrate, type AiChatProps } from './schema.ts';
import './styles.css';

/** §2 AI chat: the floating assistant icon; the chat panel (and the markdown libraries) load only when it opens. */
export default defineWidget<AiChatProps, undefined>({
  name: 'AiChat',
  hydrate,
  follows,
  defaults,
  ...lazyWidget(() => import('./Component.tsx')),
});
