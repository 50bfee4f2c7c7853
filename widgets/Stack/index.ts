import { defineWidget, lazyWidget } from '../../src/render/define-widget.ts';
import { cssVars, defaults, hydrate, type StackProps } from './schema.ts';
import './styles.css';

export default defineWidget<StackProps, undefined>({
  name: 'Stack',
  hydrate,
  defaults,
  cssVars,
  ...lazyWidget(() => import('./Component.tsx')),
});
