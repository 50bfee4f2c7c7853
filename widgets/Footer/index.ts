import { defineWidget, lazyWidget } from '../../src/render/define-widget.ts';
import { defaults, type FooterProps } from './schema.ts';
import './styles.css';

export default defineWidget<FooterProps, undefined>({
  name: 'Footer',
  defaults,
  ...lazyWidget(() => import('./Component.tsx')),
});
