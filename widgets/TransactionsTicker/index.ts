import { defineWidget, lazyLoad, lazyWidget } from '../../src/render/define-widget.ts';
import type { TransactionsTickerData } from './load.ts';
import { manifest, type TransactionsTickerProps } from './schema.ts';
import './styles.css';

export default defineWidget<TransactionsTickerProps, TransactionsTickerData>({
  name: 'TransactionsTicker',
  ...manifest,
  load: lazyLoad(() => import('./load.ts').then((m) => m.loadTransactions)),
  ...lazyWidget(() => import('./Component.tsx')),
});
