import { defineWidget, lazyWidget } from '../../src/render/define-widget.ts';
import { defaults, follows, hydrate, type AppDownloadBarProps } from './schema.ts';
import './styles.css';

export default defineWidget<AppDownloadBarProps, undefined>({
  name: 'AppDownloadBar',
  hydrate,
  follows,
  defaults,
  ...lazyWidget(() => import('./Component.tsx')),
});
