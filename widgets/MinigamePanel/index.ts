import { defineWidget, lazyWidget } from '../../src/render/define-widget.ts';
import { defaults, type MinigamePanelProps } from './schema.ts';
import './styles.css';

export default defineWidget<MinigamePanelProps, undefined>({
  name: 'MinigamePanel',
  defaults,
  ...lazyWidget(() => import('./Component.tsx')),
});
