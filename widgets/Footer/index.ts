import { defineWidget, lazyWidget } from '../../src/render/define-widget.ts';
import { defaults, hydrate, type FooterProps } from './schema.ts';
import './styles.css';

export default defineWidget<FooterProps, undefined>({
  name: 'Footer',
  hydrate,
  defaults,
  ...lazyWidget(() => import('./Component.tsx')),
});
