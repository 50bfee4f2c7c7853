import { defineWidget, lazyWidget } from '../../src/render/define-widget.ts';
import { manifest, type PageHeadingProps } from './schema.ts';
import './styles.css';

export default defineWidget<PageHeadingProps, undefined>({
  name: 'PageHeading',
  ...manifest,
  ...lazyWidget(() => import('./Component.tsx')),
});
