import { defineWidget, lazyWidget } from '../../src/render/define-widget.ts';
import { loadVipLevels, type VipLevelsData } from './load.ts';
import type { VipLevelsProps } from './schema.ts';
import '../../src/ui/page-state.css';
import './styles.css';

export default defineWidget<VipLevelsProps, VipLevelsData>({
  name: 'VipLevels',
  defaults: { showLadder: true, showProgress: true },
  load: loadVipLevels,
  ...lazyWidget(() => import('./Component.tsx')),
});
