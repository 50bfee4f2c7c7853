import { defineWidget, lazyLoad, lazyWidget } from '../../src/render/define-widget.ts';
import type { CashierPanelData } from './load.ts';
import { manifest, type CashierPanelProps } from './schema.ts';
import '../../src/ui/page-state.css';
import '../_shared/cms/cms.css';
import './styles.css';

export default defineWidget<CashierPanelProps, CashierPanelData>({
  name: 'CashierPanel',
  ...manifest,
  load: lazyLoad(() => import('./load.ts').then((m) => m.loadCashierPanel)),
  ...lazyWidget(() => import('./Component.tsx')),
});
