import { defineWidget, lazyWidget } from '../../src/render/define-widget.ts';
import type { PageHeadingProps } from './schema.ts';
import './styles.css';

export default defineWidget<PageHeadingProps, undefined>({
  name: 'PageHeading',
  defaults: { title: 'ui.home', align: 'start' },
  ...lazyWidget(() => import('./Component.tsx')),
});
