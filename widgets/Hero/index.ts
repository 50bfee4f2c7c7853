import { defineWidget, lazyWidget } from '../../src/render/define-widget.ts';
import { cssVars, defaults, hydrate, type HeroProps } from './schema.ts';
import './styles.css';

export default defineWidget<HeroProps, undefined>({
  name: 'Hero',
  hydrate,
  defaults,
  cssVars,
  ...lazyWidget(() => import('./Component.tsx')),
});
