import { defineWidget, lazyWidget } from '../../src/render/define-widget.ts';
import type { HeroProps } from './schema.ts';
import './styles.css';

export default defineWidget<HeroProps, undefined>({
  name: 'Hero',
  defaults: { headline: 'ui.hero.headline', style: 'spotlight', height: 220 },
  cssVars: { height: '--hero-height' },
  ...lazyWidget(() => import('./Component.tsx')),
});
