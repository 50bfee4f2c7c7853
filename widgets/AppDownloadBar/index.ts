import { defineWidget, lazyWidget } from '../../src/render/define-widget.ts';
import type { AppDownloadBarProps } from './schema.ts';
import './styles.css';

export default defineWidget<AppDownloadBarProps, undefined>({
  name: 'AppDownloadBar',
  hydrate: 'idle',
  defaults: { variant: 'bar', hideOnDesktop: true },
  ...lazyWidget(() => import('./Component.tsx')),
});
