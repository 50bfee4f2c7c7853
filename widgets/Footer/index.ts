import { defineWidget, lazyWidget } from '../../src/render/define-widget.ts';
import type { FooterProps } from './schema.ts';
import './styles.css';

export default defineWidget<FooterProps, undefined>({
  name: 'Footer',
  hydrate: 'never',
  defaults: { variant: 'full', showLinks: true },
  ...lazyWidget(() => import('./Component.tsx')),
});
