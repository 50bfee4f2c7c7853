import { defineWidget, lazyWidget } from '../../src/render/define-widget.ts';
import { defaults, type LoginPanelProps } from './schema.ts';
import '../../src/ui/page-state.css';
import './styles.css';

export default defineWidget<LoginPanelProps, undefined>({
  name: 'LoginPanel',
  defaults,
  ...lazyWidget(() => import('./Component.tsx')),
});
