import { defineWidget, lazyWidget } from '../../src/render/define-widget.ts';
import { cssVars, defaults, hydrate, type FloatingAreaProps } from './schema.ts';
import './styles.css';

export default defineWidget<FloatingAreaProps, undefined>({
  name: 'FloatingArea',
  hydrate,
  defaults,
  cssVars,
  ...lazyWidget(() => import('./Component.tsx')),
});
