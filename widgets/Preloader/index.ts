import { defineWidget, lazyWidget } from '../../src/render/define-widget.ts';
import { manifest, type PreloaderProps } from './schema.ts';
import './styles.css';

export default defineWidget<PreloaderProps, undefined>({
  name: 'Preloader',
  ...manifest,
  ...lazyWidget(() => import('./Component.tsx')),
});
