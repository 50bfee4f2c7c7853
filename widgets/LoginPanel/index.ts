import { defineWidget, lazyWidget } from '../../src/render/define-widget.ts';
import { manifest, type LoginPanelProps } from './schema.ts';
import '../../src/ui/page-state.css';
import './styles.css';

export default defineWidget<LoginPanelProps, undefined>({
  name: 'LoginPanel',
  ...manifest,
  ...lazyWidget(() => import('./Component.tsx')),
});
