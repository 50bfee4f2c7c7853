import { defineWidget, lazyWidget } from '../../src/render/define-widget.ts';
import { manifest, type StackProps } from './schema.ts';
import './styles.css';

export default defineWidget<StackProps, undefined>({
  name: 'Stack',
  ...manifest,
  ...lazyWidget(() => import('./Component.tsx')),
});
