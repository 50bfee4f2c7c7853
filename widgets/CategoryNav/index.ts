import { defineWidget, lazyWidget } from '../../src/render/define-widget.ts';
import type { CategoryNavProps } from './schema.ts';
import './styles.css';

export default defineWidget<CategoryNavProps, undefined>({
  name: 'CategoryNav',
  defaults: { orientation: 'horizontal', style: 'tabs' },
  ...lazyWidget(() => import('./Component.tsx')),
});
