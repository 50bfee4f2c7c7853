import { defineWidget, lazyWidget } from '../../src/render/define-widget.ts';
import { manifest, type RealityCheckProps } from './schema.ts';
import './styles.css';

export default defineWidget<RealityCheckProps, undefined>({
  name: 'RealityCheck',
  ...manifest,
  ...lazyWidget(() => import('./Component.tsx')),
});
