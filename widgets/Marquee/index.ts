import { defineWidget, lazyWidget } from '../../src/render/define-widget.ts';
import { loadMarquee, type MarqueeData } from './load.ts';
import type { MarqueeProps } from './schema.ts';
import './styles.css';

export default defineWidget<MarqueeProps, MarqueeData>({
  name: 'Marquee',
  hydrate: 'idle',
  defaults: { speed: 60, limit: 20 },
  load: loadMarquee,
  ...lazyWidget(() => import('./Component.tsx')),
});
