import { defineWidget, lazyWidget } from '../../src/render/define-widget.ts';
import { loadPromotions, type PromotionsData } from './load.ts';
import { cssVars, defaults, type PromotionsListProps } from './schema.ts';
import './styles.css';

export default defineWidget<PromotionsListProps, PromotionsData>({
  name: 'PromotionsList',
  query: ['promo'],
  defaults,
  cssVars,
  load: loadPromotions,
  ...lazyWidget(() => import('./Component.tsx')),
});
