import { defineWidget, lazyWidget } from '../../src/render/define-widget.ts';
import { loadSportsbook, type SportsbookData } from './load.ts';
import type { SportsbookProps } from './schema.ts';
import './styles.css';

export default defineWidget<SportsbookProps, SportsbookData>({
  name: 'Sportsbook',
  defaults: { title: 'ui.sports.title', source: 'match_list', limit: 12, markets: ['1X2', 'HDP', 'OU'] },
  load: loadSportsbook,
  ...lazyWidget(() => import('./Component.tsx')),
});
