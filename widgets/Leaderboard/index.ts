import { defineWidget, lazyWidget } from '../../src/render/define-widget.ts';
import { loadLeaderboard, type LeaderboardData } from './load.ts';
import { defaults, hydrate, type LeaderboardProps } from './schema.ts';
import './styles.css';

export default defineWidget<LeaderboardProps, LeaderboardData>({
  name: 'Leaderboard',
  hydrate,
  defaults,
  load: loadLeaderboard,
  ...lazyWidget(() => import('./Component.tsx')),
});
