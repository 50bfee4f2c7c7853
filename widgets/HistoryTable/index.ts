import { defineWidget, lazyWidget } from '../../src/render/define-widget.ts';
import { loadHistoryTable, type HistoryTableData } from './load.ts';
import type { HistoryTableProps } from './schema.ts';
import '../../src/ui/page-state.css';
import './styles.css';

export default defineWidget<HistoryTableProps, HistoryTableData>({
  name: 'HistoryTable',
  defaults: { kind: 'transactions', showSiteActivity: false, perPage: 10 },
  load: loadHistoryTable,
  ...lazyWidget(() => import('./Component.tsx')),
});
