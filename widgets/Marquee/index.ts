import { defineWidget, lazyLoad, lazyWidget } from '../../src/render/define-widget.ts';
import type { MarqueeData } from './load.ts';
import { defaults, hydrate, type MarqueeProps } from './schema.ts';
import './styles.css';

export default defineWidget<MarqueeProps, MarqueeData>({
  name: 'Marquee',
  hydrate,
  defaults,
  load: lazyLoad(() => import('./load.ts').then((m) => m.loadMarquee)),
  ...lazyWidget(() => import('./Component.tsx')),
});
