import { defineWidget, lazyWidget } from '../../src/render/define-widget.ts';
import { loadTransactions, type TransactionsTickerData } from './load.ts';
import { defaults, hydrate, type TransactionsTickerProps } from './schema.ts';
import './styles.css';

export default defineWidget<TransactionsTickerProps, TransactionsTickerData>({
  name: 'TransactionsTicker',
  hydrate,
  defaults,
  load: loadTransactions,
  ...lazyWidget(() => import('./Component.tsx')),
});
