import { defineWidget, lazyWidget } from '../../src/render/define-widget.ts';
import { loadHeroCarousel, type HeroCarouselData } from './load.ts';
import { cssVars, defaults, hydrate, type HeroCarouselProps } from './schema.ts';
import './styles.css';

export default defineWidget<HeroCarouselProps, HeroCarouselData>({
  name: 'HeroCarousel',
  hydrate,
  defaults,
  cssVars,
  load: loadHeroCarousel,
  ...lazyWidget(() => import('./Component.tsx')),
});
