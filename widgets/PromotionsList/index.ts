import { defineWidget, lazyWidget } from '../../src/render/define-widget.ts';
import { loadPromotions, type PromotionsData } from './load.ts';
import type { PromotionsListProps } from './schema.ts';
import './styles.css';

export default defineWidget<PromotionsListProps, PromotionsData>({
  name: 'PromotionsList',
  query: ['promo'],
  defaults: { sources: ['slides', 'announcements'], columns: 1, gap: 12, limit: 30 },
  cssVars: { columns: '--promo-columns', gap: '--promo-gap' },
  load: loadPromotions,
  ...lazyWidget(() => import('./Component.tsx')),
});
