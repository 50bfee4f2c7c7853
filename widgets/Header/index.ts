import { defineWidget, lazyWidget } from '../../src/render/define-widget.ts';
import { defaults, type HeaderProps } from './schema.ts';
import './styles.css';

export default defineWidget<HeaderProps, undefined>({
  name: 'Header',
  defaults,
  ...lazyWidget(() => import('./Component.tsx')),
});
