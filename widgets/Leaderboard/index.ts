import { defineWidget, lazyLoad, lazyWidget } from '../../src/render/define-widget.ts';
import type { LeaderboardData } from './load.ts';
import { defaults, hydrate, type LeaderboardProps } from './schema.ts';
import './styles.css';

export default defineWidget<LeaderboardProps, LeaderboardData>({
  name: 'Leaderboard',
  hydrate,
  defaults,
  load: lazyLoad(() => import('./load.ts').then((m) => m.loadLeaderboard)),
  ...lazyWidget(() => import('./Component.tsx')),
});
