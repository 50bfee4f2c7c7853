import { defineWidget, lazyWidget } from '../../src/render/define-widget.ts';
import { defaults, hydrate, type MinigamePanelProps } from './schema.ts';
import './styles.css';

export default defineWidget<MinigamePanelProps, undefined>({
  name: 'MinigamePanel',
  hydrate,
  defaults,
  ...lazyWidget(() => import('./Component.tsx')),
});
