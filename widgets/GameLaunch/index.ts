import { defineWidget, lazyWidget } from '../../src/render/define-widget.ts';
import { defaults, hydrate, type GameLaunchProps } from './schema.ts';
import './styles.css';

export default defineWidget<GameLaunchProps, undefined>({
  name: 'GameLaunch',
  query: ['provider', 'game', 'type', 'lobby'],
  hydrate,
  defaults,
  ...lazyWidget(() => import('./Component.tsx')),
});
