import { useId } from 'react';
import { useIntl, useT } from '../../src/i18n/IntlContext.tsx';
import { formatAmount } from '../../src/lib/trim-number.ts';
import { LoaderError } from '../../src/render/loader-error.ts';
import type { WidgetComponentProps } from '../../src/render/types.ts';
import { Icon } from '../../src/ui/Icon.tsx';
import * as icons from '../../src/ui/icons.ts';
import type { BoardEntry, WinnersValue } from '../../src/api/readers/winners.ts';
import type { WinnersBoardProps } from './schema.ts';
import { numberFormat } from '../../src/lib/intl-cache.ts';

function Board({ title, entries, empty, withGame }: { title: string; entries: BoardEntry[]; empty: string; withGame: boolean }) {
  const { intl } = useIntl();
  const headingId = useId();
  return (
    <section className="w-winners__board" aria-labelledby={headingId}>
      <h3 id={headingId} className="w-winners__board-title">
        {title}
      </h3>
      {entries.length === 0 ? (
        <p className="w-winners__state">{empty}</p>
      ) : (
        <ol className="w-winners__list">
          {entries.map((e) => (
            <li key={`${e.rank}-${e.account}`} className="w-winners__row">
              <span className={`w-winners__rank${e.rank <= 3 ? ' is-top' : ''}`}>{e.rank}</span>
              <span className="w-winners__who">
                <span className="w-winners__account">{e.account}</span>
                {withGame && e.game ? <span className="w-winners__game">{e.game}</span> : null}
              </span>
              <span className="w-winners__amount">
                {formatAmount(e.amount, intl.locale)} {e.currency}
              </span>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}

const STATS = [
  ['hour_withdrawal', 'ui.winners.hourWithdrawal'],
  ['registered_player', 'ui.winners.registeredPlayers'],
  ['active_player', 'ui.winners.activePlayers'],
  ['deposited_player', 'ui.winners.depositedPlayers'],
] as const;

/** §7 top10winner_withdrawal: site statistics, the top-10 winners and the latest withdrawals. */
export default function WinnersBoard({ props, data, className }: WidgetComponentProps<WinnersBoardProps, WinnersValue>) {
  const t = useT();
  const { intl } = useIntl();
  const headingId = useId();
  const show = props.show;
  const count = numberFormat(intl.locale);
  return (
    <section className={`w-winners ${className}`} aria-labelledby={headingId}>
      <h2 id={headingId} className="w-winners__title">
        <Icon path={icons.trophy} size={22} />
        {t(props.title)}
      </h2>
      {data instanceof LoaderError ? (
        <p className="w-winners__state" role="alert">
          {t('ui.winners.error')}
        </p>
      ) : (
        <>
          {show.includes('stats') ? (
            <dl className="w-winners__stats" aria-label={t('ui.winners.statsLabel')}>
              {STATS.map(([key, label]) => (
                <div key={key} className="w-winners__stat">
                  <dt>{t(label)}</dt>
                  <dd>{count.format(data.stats[key])}</dd>
                </div>
              ))}
            </dl>
          ) : null}
          <div className="w-winners__boards">
            {show.includes('winners') ? <Board title={t('ui.winners.topWinners')} entries={data.winners} empty={t('ui.winners.noWinners')} withGame /> : null}
            {show.includes('withdrawals') ? (
              <Board title={t('ui.winners.recentWithdrawals')} entries={data.withdrawals} empty={t('ui.winners.noWithdrawals')} withGame={false} />
            ) : null}
          </div>
        </>
      )}
    </section>
  );
}
