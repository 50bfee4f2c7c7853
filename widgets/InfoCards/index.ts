import { defineWidget, lazyWidget } from '../../src/render/define-widget.ts';
import { cssVars, defaults, hydrate, type InfoCardsProps } from './schema.ts';
import '../../src/ui/page-state.css';
import './styles.css';

export default defineWidget<InfoCardsProps, undefined>({
  name: 'InfoCards',
  hydrate,
  defaults,
  cssVars,
  ...lazyWidget(() => import('./Component.tsx')),
});
