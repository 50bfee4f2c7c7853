import { defineWidget, lazyWidget } from '../../src/render/define-widget.ts';
import { loadCashierPanel, type CashierPanelData } from './load.ts';
import type { CashierPanelProps } from './schema.ts';
import '../../src/ui/page-state.css';
import '../_shared/cms/cms.css';
import './styles.css';

export default defineWidget<CashierPanelProps, CashierPanelData>({
  name: 'CashierPanel',
  defaults: { kind: 'deposit', cashierUrl: '', mode: 'link', iframeHeight: 640, showBalance: true, showBanking: true },
  load: loadCashierPanel,
  ...lazyWidget(() => import('./Component.tsx')),
});
