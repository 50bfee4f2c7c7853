import { defineWidget, lazyWidget } from '../../src/render/define-widget.ts';
import { manifest, type AppDownloadBarProps } from './schema.ts';
import './styles.css';

export default defineWidget<AppDownloadBarProps, undefined>({
  name: 'AppDownloadBar',
  ...manifest,
  ...lazyWidget(() => import('./Component.tsx')),
});
