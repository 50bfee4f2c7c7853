import { defineWidget, lazyWidget } from '../../src/render/define-widget.ts';
import { defaults, type PreloaderProps } from './schema.ts';
import './styles.css';

export default defineWidget<PreloaderProps, undefined>({
  name: 'Preloader',
  defaults,
  ...lazyWidget(() => import('./Component.tsx')),
});
