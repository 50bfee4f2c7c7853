import { defineWidget, lazyWidget } from '../../src/render/define-widget.ts';
import { loadPromotions, type PromotionsData } from './load.ts';
import { cssVars, defaults, hydrate, type PromotionsListProps } from './schema.ts';
import './styles.css';

export default defineWidget<PromotionsListProps, PromotionsData>({
  name: 'PromotionsList',
  query: ['promo'],
  hydrate,
  defaults,
  cssVars,
  load: loadPromotions,
  ...lazyWidget(() => import('./Component.tsx')),
});
