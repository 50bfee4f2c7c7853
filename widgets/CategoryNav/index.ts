import { defineWidget, lazyWidget } from '../../src/render/define-widget.ts';
import { defaults, hydrate, type CategoryNavProps } from './schema.ts';
import './styles.css';

export default defineWidget<CategoryNavProps, undefined>({
  name: 'CategoryNav',
  hydrate,
  defaults,
  ...lazyWidget(() => import('./Component.tsx')),
});
