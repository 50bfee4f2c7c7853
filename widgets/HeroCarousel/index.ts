import { defineWidget, lazyWidget } from '../../src/render/define-widget.ts';
import { loadHeroCarousel, type HeroCarouselData } from './load.ts';
import type { HeroCarouselProps } from './schema.ts';
import './styles.css';

export default defineWidget<HeroCarouselProps, HeroCarouselData>({
  name: 'HeroCarousel',
  hydrate: 'idle',
  defaults: { interval: 6000, autoplay: true, height: 180, showTitles: false, limit: 8 },
  cssVars: { height: '--carousel-height' },
  load: loadHeroCarousel,
  ...lazyWidget(() => import('./Component.tsx')),
});
