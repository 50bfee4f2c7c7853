import { defineWidget, lazyWidget } from '../../src/render/define-widget.ts';
import type { InfoCardsProps } from './schema.ts';
import '../../src/ui/page-state.css';
import './styles.css';

export default defineWidget<InfoCardsProps, undefined>({
  name: 'InfoCards',
  defaults: { summary: 'none', columns: 1, items: [] },
  cssVars: { columns: '--cards-columns' },
  ...lazyWidget(() => import('./Component.tsx')),
});
