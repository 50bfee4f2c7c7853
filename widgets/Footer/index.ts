import { defineWidget, lazyWidget } from '../../src/render/define-widget.ts';
import { manifest, type FooterProps } from './schema.ts';
import './styles.css';

export default defineWidget<FooterProps, undefined>({
  name: 'Footer',
  ...manifest,
  ...lazyWidget(() => import('./Component.tsx')),
});
