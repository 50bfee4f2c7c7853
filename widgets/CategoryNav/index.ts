import { defineWidget, lazyWidget } from '../../src/render/define-widget.ts';
import { defaults, type CategoryNavProps } from './schema.ts';
import './styles.css';

export default defineWidget<CategoryNavProps, undefined>({
  name: 'CategoryNav',
  defaults,
  ...lazyWidget(() => import('./Component.tsx')),
});
