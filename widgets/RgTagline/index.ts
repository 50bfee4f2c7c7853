import { defineWidget, lazyWidget } from '../../src/render/define-widget.ts';
import { manifest, type RgTaglineProps } from './schema.ts';
import './styles.css';

export default defineWidget<RgTaglineProps, undefined>({
  name: 'RgTagline',
  ...manifest,
  ...lazyWidget(() => import('./Component.tsx')),
});
