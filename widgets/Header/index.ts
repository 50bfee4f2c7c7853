import { defineWidget, lazyWidget } from '../../src/render/define-widget.ts';
import { defaults, hydrate, type HeaderProps } from './schema.ts';
import './styles.css';

export default defineWidget<HeaderProps, undefined>({
  name: 'Header',
  hydrate,
  defaults,
  ...lazyWidget(() => import('./Component.tsx')),
});
