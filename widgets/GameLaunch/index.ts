import { defineWidget, lazyWidget } from '../../src/render/define-widget.ts';
import { defaults, type GameLaunchProps } from './schema.ts';
import './styles.css';

export default defineWidget<GameLaunchProps, undefined>({
  name: 'GameLaunch',
  query: ['provider', 'game', 'type', 'lobby'],
  defaults,
  ...lazyWidget(() => import('./Component.tsx')),
});
