import { defineWidget, lazyWidget } from '../../src/render/define-widget.ts';
import type { StackProps } from './schema.ts';
import './styles.css';

export default defineWidget<StackProps, undefined>({
  name: 'Stack',
  hydrate: 'never',
  defaults: { direction: 'column', gap: 16, columns: 1, padding: 0, as: 'div', surface: 'none' },
  cssVars: { gap: '--stack-gap', columns: '--stack-columns', padding: '--stack-padding', maxWidth: '--stack-max' },
  ...lazyWidget(() => import('./Component.tsx')),
});
