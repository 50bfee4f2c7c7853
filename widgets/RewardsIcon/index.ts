import { defineWidget, lazyWidget } from '../../src/render/define-widget.ts';
import { defaults, hydrate, type RewardsIconProps } from './schema.ts';
import './styles.css';

export default defineWidget<RewardsIconProps, undefined>({
  name: 'RewardsIcon',
  hydrate,
  defaults,
  ...lazyWidget(() => import('./Component.tsx')),
});
