import { defineWidget, lazyLoad, lazyWidget } from '../../src/render/define-widget.ts';
import type { TransactionsTickerData } from './load.ts';
import { defaults, hydrate, type TransactionsTickerProps } from './schema.ts';
import './styles.css';

export default defineWidget<TransactionsTickerProps, TransactionsTickerData>({
  name: 'TransactionsTicker',
  hydrate,
  defaults,
  load: lazyLoad(() => import('./load.ts').then((m) => m.loadTransactions)),
  ...lazyWidget(() => import('./Component.tsx')),
});
