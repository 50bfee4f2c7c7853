import { defineWidget, lazyLoad, lazyWidget } from '../../src/render/define-widget.ts';
import type { HistoryTableData } from './load.ts';
import { manifest, type HistoryTableProps } from './schema.ts';
import '../../src/ui/page-state.css';
import './styles.css';

export default defineWidget<HistoryTableProps, HistoryTableData>({
  name: 'HistoryTable',
  ...manifest,
  load: lazyLoad(() => import('./load.ts').then((m) => m.loadHistoryTable)),
  ...lazyWidget(() => import('./Component.tsx')),
});
