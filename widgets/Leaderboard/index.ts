import { defineWidget, lazyWidget } from '../../src/render/define-widget.ts';
import { loadLeaderboard, type LeaderboardData } from './load.ts';
import { defaults, type LeaderboardProps } from './schema.ts';
import './styles.css';

export default defineWidget<LeaderboardProps, LeaderboardData>({
  name: 'Leaderboard',
  defaults,
  load: loadLeaderboard,
  ...lazyWidget(() => import('./Component.tsx')),
});
