import { defineWidget, lazyLoad, lazyWidget } from '../../src/render/define-widget.ts';
import type { WinnersValue } from '../../src/api/readers/winners.ts';
import { manifest, type WinnersBoardProps } from './schema.ts';
import './styles.css';

export default defineWidget<WinnersBoardProps, WinnersValue>({
  name: 'WinnersBoard',
  ...manifest,
  load: lazyLoad(() => import('./load.ts').then((m) => m.loadWinnersBoard)),
  ...lazyWidget(() => import('./Component.tsx')),
});
