import { defineWidget, lazyWidget } from '../../src/render/define-widget.ts';
import { loadTransactions, type TransactionsTickerData } from './load.ts';
import type { TransactionsTickerProps } from './schema.ts';
import './styles.css';

export default defineWidget<TransactionsTickerProps, TransactionsTickerData>({
  name: 'TransactionsTicker',
  hydrate: 'visible',
  defaults: { title: 'ui.transactions.title', limit: 10, variant: 'ticker' },
  load: loadTransactions,
  ...lazyWidget(() => import('./Component.tsx')),
});
