import { defineWidget, lazyWidget } from '../../src/render/define-widget.ts';
import { manifest, type InfoCardsProps } from './schema.ts';
import '../../src/ui/page-state.css';
import './styles.css';

export default defineWidget<InfoCardsProps, undefined>({
  name: 'InfoCards',
  ...manifest,
  ...lazyWidget(() => import('./Component.tsx')),
});
