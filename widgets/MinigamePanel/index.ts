import { defineWidget, lazyWidget } from '../../src/render/define-widget.ts';
import { manifest, type MinigamePanelProps } from './schema.ts';
import './styles.css';

export default defineWidget<MinigamePanelProps, undefined>({
  name: 'MinigamePanel',
  ...manifest,
  ...lazyWidget(() => import('./Component.tsx')),
});
