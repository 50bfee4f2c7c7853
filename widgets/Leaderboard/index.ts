import { defineWidget, lazyLoad, lazyWidget } from '../../src/render/define-widget.ts';
import type { LeaderboardData } from './load.ts';
import { manifest, type LeaderboardProps } from './schema.ts';
import './styles.css';

export default defineWidget<LeaderboardProps, LeaderboardData>({
  name: 'Leaderboard',
  ...manifest,
  load: lazyLoad(() => import('./load.ts').then((m) => m.loadLeaderboard)),
  ...lazyWidget(() => import('./Component.tsx')),
});
