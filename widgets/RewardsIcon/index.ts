import { defineWidget, lazyWidget } from '../../src/render/define-widget.ts';
import { defaults, type RewardsIconProps } from './schema.ts';
import './styles.css';

export default defineWidget<RewardsIconProps, undefined>({
  name: 'RewardsIcon',
  defaults,
  ...lazyWidget(() => import('./Component.tsx')),
});
