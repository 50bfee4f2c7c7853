import { defineWidget, lazyWidget } from '../../src/render/define-widget.ts';
import { manifest, type HeaderProps } from './schema.ts';
import './styles.css';

export default defineWidget<HeaderProps, undefined>({
  name: 'Header',
  ...manifest,
  ...lazyWidget(() => import('./Component.tsx')),
});
