import { useId, type ReactNode } from 'react';
import { useIntl, useT } from '../../src/i18n/IntlContext.tsx';
import { formatAmount } from '../../src/lib/trim-number.ts';
import { LoaderError } from '../../src/render/loader-error.ts';
import type { WidgetComponentProps } from '../../src/render/types.ts';
import { Icon } from '../../src/ui/Icon.tsx';
import * as icons from '../../src/ui/icons.ts';
import type { LeaderboardData } from './load.ts';
import type { LeaderboardProps } from './schema.ts';

export default function Leaderboard({ props, data, className }: WidgetComponentProps<LeaderboardProps, LeaderboardData>) {
  const t = useT();
  const { intl } = useIntl();
  const headingId = useId();
  const amount = (value: number, currency: string) => `${formatAmount(value, intl.locale)} ${currency}`.trim();

  let body: ReactNode;
  if (data instanceof LoaderError) {
    body = (
      <p className="w-leaderboard__state" role="alert">
        {t('ui.leaderboard.error')}
      </p>
    );
  } else if (data.entries.length === 0) {
    body = <p className="w-leaderboard__state">{t('ui.leaderboard.empty')}</p>;
  } else {
    const podium = props.podium ? data.entries.slice(0, 3) : [];
    body = (
      <>
        {podium.length > 0 ? (
          <ol className="w-leaderboard__podium" aria-label={t('ui.leaderboard.podium')}>
            {podium.map((e) => (
              <li key={e.rank} className={`w-leaderboard__step w-leaderboard__step--${e.rank}`}>
                <Icon path={icons.crown} size={e.rank === 1 ? 30 : 24} />
                <span className="w-leaderboard__place">{t('ui.leaderboard.place', { rank: e.rank })}</span>
                <span className="w-leaderboard__account">{e.account}</span>
                <span className="w-leaderboard__amount">{amount(e.amount, e.currency)}</span>
                {e.game ? <span className="w-leaderboard__game">{e.game}</span> : null}
              </li>
            ))}
          </ol>
        ) : null}
        <table className="w-leaderboard__table">
          <thead>
            <tr>
              <th scope="col">{t('ui.winners.rank')}</th>
              <th scope="col">{t('ui.winners.player')}</th>
              <th scope="col" className="w-leaderboard__col-game">
                {t('ui.winners.game')}
              </th>
              <th scope="col" className="w-leaderboard__col-amount">
                {t('ui.winners.amount')}
              </th>
            </tr>
          </thead>
          <tbody>
            {data.entries.map((e) => (
              <tr key={e.rank}>
                <td>{e.rank}</td>
                <td>{e.account}</td>
                <td className="w-leaderboard__col-game">{e.game}</td>
                <td className="w-leaderboard__col-amount">{amount(e.amount, e.currency)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </>
    );
  }
  return (
    <section className={`w-leaderboard ${className}`} aria-labelledby={headingId}>
      <h2 id={headingId} className="w-leaderboard__title">
        {t(props.title)}
      </h2>
      {body}
    </section>
  );
}
