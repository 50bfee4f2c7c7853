import { defineWidget, lazyWidget } from '../../src/render/define-widget.ts';
import type { HeaderProps } from './schema.ts';
import './styles.css';

export default defineWidget<HeaderProps, undefined>({
  name: 'Header',
  defaults: { variant: 'bar', logo: 'logo1', showNav: true, sticky: false },
  ...lazyWidget(() => import('./Component.tsx')),
});
