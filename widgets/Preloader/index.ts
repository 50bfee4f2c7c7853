import { defineWidget, lazyWidget } from '../../src/render/define-widget.ts';
import { defaults, hydrate, type PreloaderProps } from './schema.ts';
import './styles.css';

export default defineWidget<PreloaderProps, undefined>({
  name: 'Preloader',
  hydrate,
  defaults,
  ...lazyWidget(() => import('./Component.tsx')),
});
