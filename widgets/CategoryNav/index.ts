import { defineWidget, lazyWidget } from '../../src/render/define-widget.ts';
import { manifest, type CategoryNavProps } from './schema.ts';
import './styles.css';

export default defineWidget<CategoryNavProps, undefined>({
  name: 'CategoryNav',
  ...manifest,
  ...lazyWidget(() => import('./Component.tsx')),
});
