import { defineWidget, lazyWidget } from '../../src/render/define-widget.ts';
import { loadLeaderboard, type LeaderboardData } from './load.ts';
import type { LeaderboardProps } from './schema.ts';
import './styles.css';

export default defineWidget<LeaderboardProps, LeaderboardData>({
  name: 'Leaderboard',
  defaults: { title: 'ui.leaderboard.title', limit: 10, podium: true },
  load: loadLeaderboard,
  ...lazyWidget(() => import('./Component.tsx')),
});
