import { defineWidget, lazyWidget } from '../../src/render/define-widget.ts';
import type { FloatingAreaProps } from './schema.ts';
import './styles.css';

export default defineWidget<FloatingAreaProps, undefined>({
  name: 'FloatingArea',
  hydrate: 'never',
  defaults: { side: 'right', offset: 16 },
  cssVars: { offset: '--floating-offset' },
  ...lazyWidget(() => import('./Component.tsx')),
});
