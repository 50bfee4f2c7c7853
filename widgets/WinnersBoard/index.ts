import { defineWidget, lazyWidget } from '../../src/render/define-widget.ts';
import { loadWinnersBoard } from './load.ts';
import type { WinnersValue } from '../../src/api/readers/winners.ts';
import type { WinnersBoardProps } from './schema.ts';
import './styles.css';

export default defineWidget<WinnersBoardProps, WinnersValue>({
  name: 'WinnersBoard',
  defaults: { title: 'ui.winners.title', show: ['stats', 'winners', 'withdrawals'], limit: 10 },
  load: loadWinnersBoard,
  ...lazyWidget(() => import('./Component.tsx')),
});
