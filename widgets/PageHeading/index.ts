import { defineWidget, lazyWidget } from '../../src/render/define-widget.ts';
import { defaults, hydrate, type PageHeadingProps } from './schema.ts';
import './styles.css';

export default defineWidget<PageHeadingProps, undefined>({
  name: 'PageHeading',
  hydrate,
  defaults,
  ...lazyWidget(() => import('./Component.tsx')),
});
