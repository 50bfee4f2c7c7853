import { defineWidget, lazyLoad, lazyWidget } from '../../src/render/define-widget.ts';
import type { MarqueeData } from './load.ts';
import { manifest, type MarqueeProps } from './schema.ts';
import './styles.css';

export default defineWidget<MarqueeProps, MarqueeData>({
  name: 'Marquee',
  ...manifest,
  load: lazyLoad(() => import('./load.ts').then((m) => m.loadMarquee)),
  ...lazyWidget(() => import('./Component.tsx')),
});
