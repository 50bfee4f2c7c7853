import { defineWidget, lazyLoad, lazyWidget } from '../../src/render/define-widget.ts';
import type { VipLevelsData } from './load.ts';
import { manifest, type VipLevelsProps } from './schema.ts';
import '../../src/ui/page-state.css';
import './styles.css';

export default defineWidget<VipLevelsProps, VipLevelsData>({
  name: 'VipLevels',
  ...manifest,
  load: lazyLoad(() => import('./load.ts').then((m) => m.loadVipLevels)),
  ...lazyWidget(() => import('./Component.tsx')),
});
