import { defineWidget, lazyWidget } from '../../src/render/define-widget.ts';
import type { RewardsIconProps } from './schema.ts';
import './styles.css';

export default defineWidget<RewardsIconProps, undefined>({
  name: 'RewardsIcon',
  defaults: { closable: true },
  ...lazyWidget(() => import('./Component.tsx')),
});
