import { defineWidget, lazyWidget } from '../../src/render/define-widget.ts';
import { loadMarquee, type MarqueeData } from './load.ts';
import { defaults, hydrate, type MarqueeProps } from './schema.ts';
import './styles.css';

export default defineWidget<MarqueeProps, MarqueeData>({
  name: 'Marquee',
  hydrate,
  defaults,
  load: loadMarquee,
  ...lazyWidget(() => import('./Component.tsx')),
});
