import { defineWidget, lazyWidget } from '../../src/render/define-widget.ts';
import { manifest, type InboxProps } from './schema.ts';
import '../../src/ui/page-state.css';
import './styles.css';

export default defineWidget<InboxProps, undefined>({
  name: 'Inbox',
  ...manifest,
  ...lazyWidget(() => import('./Component.tsx')),
});
