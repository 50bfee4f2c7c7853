import { defineWidget, lazyWidget } from '../../src/render/define-widget.ts';
import { defaults, hydrate, type InboxProps } from './schema.ts';
import '../../src/ui/page-state.css';
import './styles.css';

export default defineWidget<InboxProps, undefined>({
  name: 'Inbox',
  hydrate,
  defaults,
  ...lazyWidget(() => import('./Component.tsx')),
});
