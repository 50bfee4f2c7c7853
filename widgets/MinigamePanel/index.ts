import { defineWidget, lazyWidget } from '../../src/render/define-widget.ts';
import type { MinigamePanelProps } from './schema.ts';
import './styles.css';

export default defineWidget<MinigamePanelProps, undefined>({
  name: 'MinigamePanel',
  defaults: { title: 'ui.minigame.title', prizes: [5, 10, 20, 50, 100, 200, 500, 1000], spinMs: 4000 },
  ...lazyWidget(() => import('./Component.tsx')),
});
