import { defineWidget, lazyWidget } from '../../src/render/define-widget.ts';
import { defaults, follows, hydrate, type RewardsIconProps } from './schema.ts';
import './styles.css';

export default defineWidget<RewardsIconProps, undefined>({
  name: 'RewardsIcon',
  hydrate,
  follows,
  defaults,
  ...lazyWidget(() => import('./Component.tsx')),
});
