import { defineWidget, lazyWidget } from '../../src/render/define-widget.ts';
import { manifest, type HeroProps } from './schema.ts';
import './styles.css';

export default defineWidget<HeroProps, undefined>({
  name: 'Hero',
  ...manifest,
  ...lazyWidget(() => import('./Component.tsx')),
});
