import { defineWidget, lazyLoad, lazyWidget } from '../../src/render/define-widget.ts';
import type { HeroCarouselData } from './load.ts';
import { cssVars, defaults, hydrate, type HeroCarouselProps } from './schema.ts';
import './styles.css';

export default defineWidget<HeroCarouselProps, HeroCarouselData>({
  name: 'HeroCarousel',
  hydrate,
  defaults,
  cssVars,
  load: lazyLoad(() => import('./load.ts').then((m) => m.loadHeroCarousel)),
  ...lazyWidget(() => import('./Component.tsx')),
});
