import { defineWidget, lazyWidget } from '../../src/render/define-widget.ts';
import type { PreloaderProps } from './schema.ts';
import './styles.css';

export default defineWidget<PreloaderProps, undefined>({
  name: 'Preloader',
  defaults: { continueTo: '/', autoContinueMs: 0 },
  ...lazyWidget(() => import('./Component.tsx')),
});
