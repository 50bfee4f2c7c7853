import { defineWidget, lazyWidget } from '../../src/render/define-widget.ts';
import { manifest, type FloatingAreaProps } from './schema.ts';
import './styles.css';

export default defineWidget<FloatingAreaProps, undefined>({
  name: 'FloatingArea',
  ...manifest,
  ...lazyWidget(() => import('./Component.tsx')),
});
