import { defineWidget, lazyLoad, lazyWidget } from '../../src/render/define-widget.ts';
import type { HeroCarouselData } from './load.ts';
import { manifest, type HeroCarouselProps } from './schema.ts';
import './styles.css';

export default defineWidget<HeroCarouselProps, HeroCarouselData>({
  name: 'HeroCarousel',
  ...manifest,
  load: lazyLoad(() => import('./load.ts').then((m) => m.loadHeroCarousel)),
  ...lazyWidget(() => import('./Component.tsx')),
});
