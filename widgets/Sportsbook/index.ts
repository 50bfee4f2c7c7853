import { defineWidget, lazyLoad, lazyWidget } from '../../src/render/define-widget.ts';
import type { SportsbookData } from './load.ts';
import { manifest, type SportsbookProps } from './schema.ts';
import './styles.css';

export default defineWidget<SportsbookProps, SportsbookData>({
  name: 'Sportsbook',
  ...manifest,
  load: lazyLoad(() => import('./load.ts').then((m) => m.loadSportsbook)),
  ...lazyWidget(() => import('./Component.tsx')),
});
