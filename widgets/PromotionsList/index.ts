import { defineWidget, lazyLoad, lazyWidget } from '../../src/render/define-widget.ts';
import type { PromotionsData } from './load.ts';
import { manifest, type PromotionsListProps } from './schema.ts';
import './styles.css';

export default defineWidget<PromotionsListProps, PromotionsData>({
  name: 'PromotionsList',
  ...manifest,
  load: lazyLoad(() => import('./load.ts').then((m) => m.loadPromotions)),
  ...lazyWidget(() => import('./Component.tsx')),
});
