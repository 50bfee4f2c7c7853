import { defineWidget, lazyWidget } from '../../src/render/define-widget.ts';
import { manifest, type RewardsIconProps } from './schema.ts';
import './styles.css';

export default defineWidget<RewardsIconProps, undefined>({
  name: 'RewardsIcon',
  ...manifest,
  ...lazyWidget(() => import('./Component.tsx')),
});
