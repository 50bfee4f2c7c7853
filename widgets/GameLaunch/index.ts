import { defineWidget, lazyWidget } from '../../src/render/define-widget.ts';
import { manifest, type GameLaunchProps } from './schema.ts';
import './styles.css';

export default defineWidget<GameLaunchProps, undefined>({
  name: 'GameLaunch',
  ...manifest,
  ...lazyWidget(() => import('./Component.tsx')),
});
