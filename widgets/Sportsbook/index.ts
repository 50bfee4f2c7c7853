import { defineWidget, lazyWidget } from '../../src/render/define-widget.ts';
import { loadSportsbook, type SportsbookData } from './load.ts';
import { defaults, hydrate, type SportsbookProps } from './schema.ts';
import './styles.css';

export default defineWidget<SportsbookProps, SportsbookData>({
  name: 'Sportsbook',
  hydrate,
  defaults,
  load: loadSportsbook,
  ...lazyWidget(() => import('./Component.tsx')),
});
