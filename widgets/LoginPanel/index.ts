import { defineWidget, lazyWidget } from '../../src/render/define-widget.ts';
import { defaults, hydrate, type LoginPanelProps } from './schema.ts';
import '../../src/ui/page-state.css';
import './styles.css';

export default defineWidget<LoginPanelProps, undefined>({
  name: 'LoginPanel',
  hydrate,
  defaults,
  ...lazyWidget(() => import('./Component.tsx')),
});
