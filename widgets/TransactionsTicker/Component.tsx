import { useId, useState, type CSSProperties } from 'react';
import { useIntl, useT } from '../../src/i18n/IntlContext.tsx';
import { formatAmount } from '../../src/lib/trim-number.ts';
import { LoaderError } from '../../src/render/loader-error.ts';
import type { WidgetComponentProps } from '../../src/render/types.ts';
import { Icon } from '../../src/ui/Icon.tsx';
import * as icons from '../../src/ui/icons.ts';
import type { TransactionsTickerData } from './load.ts';
import type { PublicTransaction } from '../../src/api/readers/transactions.ts';
import type { TransactionsTickerProps } from './schema.ts';

/** Seconds each row stays in view while the ticker scrolls. */
const SECONDS_PER_ROW = 2.5;
const KNOWN_TYPES = new Set(['deposit', 'withdrawal']);

function Rows({ items, hidden }: { items: PublicTransaction[]; hidden?: boolean }) {
  const t = useT();
  const { intl } = useIntl();
  return (
    <ul className="w-transactions__list" aria-hidden={hidden ? 'true' : undefined}>
      {items.map((x) => {
        const kind = KNOWN_TYPES.has(x.type) ? x.type : 'other';
        return (
          <li key={x.id} className={`w-transactions__row w-transactions__row--${kind}`}>
            <span className="w-transactions__dot" />
            {t(`ui.transactions.${kind}`, { account: x.account, amount: `${formatAmount(x.amount, intl.locale)} ${x.currency}`.trim() })}
          </li>
        );
      })}
    </ul>
  );
}

/** Recent public deposits and withdrawals (fetch_transactions), with the players' names masked. */
export default function TransactionsTicker({ props, data, className }: WidgetComponentProps<TransactionsTickerProps, TransactionsTickerData>) {
  const t = useT();
  const headingId = useId();
  const [paused, setPaused] = useState(false);
  const items = data instanceof LoaderError ? [] : data.items;
  const ticking = props.variant !== 'list' && items.length > 3;
  return (
    <section className={`w-transactions ${className}`} aria-labelledby={headingId}>
      <div className="w-transactions__head">
        <h2 id={headingId} className="w-transactions__title">
          {t(props.title)}
        </h2>
        {ticking ? (
          <button
            type="button"
            className="w-transactions__toggle"
            onClick={() => setPaused((p) => !p)}
            aria-label={t(paused ? 'ui.transactions.play' : 'ui.transactions.pause')}
          >
            <Icon path={paused ? icons.play : icons.pause} size={16} />
          </button>
        ) : null}
      </div>
      {data instanceof LoaderError ? (
        <p className="w-transactions__state" role="alert">
          {t('ui.transactions.error')}
        </p>
      ) : items.length === 0 ? (
        <p className="w-transactions__state">{t('ui.transactions.empty')}</p>
      ) : ticking ? (
        <div className="w-transactions__window">
          <div
            className={`w-transactions__track${paused ? ' is-paused' : ''}`}
            style={{ '--ticker-duration': `${items.length * SECONDS_PER_ROW}s` } as CSSProperties}
          >
            <Rows items={items} />
            <Rows items={items} hidden />
          </div>
        </div>
      ) : (
        <Rows items={items} />
      )}
    </section>
  );
}
