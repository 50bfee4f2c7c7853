import { defineWidget, lazyWidget } from '../../src/render/define-widget.ts';
import { defaults, hydrate, type AppDownloadBarProps } from './schema.ts';
import './styles.css';

export default defineWidget<AppDownloadBarProps, undefined>({
  name: 'AppDownloadBar',
  hydrate,
  defaults,
  ...lazyWidget(() => import('./Component.tsx')),
});
