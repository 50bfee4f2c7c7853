import { Skeleton, StateMessage } from '../../src/ui/PageState.tsx';
import * as icons from '../../src/ui/icons.ts';
import { usePlayerQuery } from '../../src/auth/use-player-query.ts';
import { useSessionReady } from '../../src/session/Guard.tsx';
import { LoginEntry } from '../../src/session/LoginEntry.tsx';
import { useIntl, useT } from '../../src/i18n/IntlContext.tsx';
import { usePickText } from '../../src/i18n/use-pick-text.ts';
import { formatAmount } from '../../src/lib/trim-number.ts';
import { vipProgress } from '../../src/lib/vip-progress.ts';
import { LoaderError } from '../../src/render/loader-error.ts';
import type { WidgetComponentProps } from '../../src/render/types.ts';
import { useSession } from '../../src/state/session.ts';
import { useSite } from '../../src/state/site-context.tsx';
import type { VipLevelsData } from './load.ts';
import type { VipLevelsProps } from './schema.ts';

function Bar({ label, value, detail }: { label: string; value: number; detail: string }) {
  const pct = Math.round(value * 10) / 10;
  return (
    <div className="w-vip__bar">
      <div className="w-vip__bar-head">
        <span>{label}</span>
        <span>{pct}%</span>
      </div>
      <div className="w-vip__track" role="progressbar" aria-label={label} aria-valuemin={0} aria-valuemax={100} aria-valuenow={pct}>
        <span style={{ width: `${pct}%` }} />
      </div>
      <p className="w-vip__detail">{detail}</p>
    </div>
  );
}

function PlayerProgress() {
  const t = useT();
  const { intl } = useIntl();
  const { startup } = useSite();
  const { pick } = usePickText();
  const money = (v: unknown) => `${startup.site.currency} ${formatAmount(v, intl.locale) || '0'}`;
  const { query, reload } = usePlayerQuery(
    (api, creds) => api.auth.vip(creds),
    (res) => res.nextLevel?.[0] ?? null,
  );
  if (query.state === 'loading') return <Skeleton rows={1} rowHeight={188} label={t('ui.loading')} />;
  if (query.state === 'error') {
    return (
      <StateMessage kind="error" title={t('ui.vipFailed')}>
        <button type="button" className="btn btn--ghost" onClick={reload}>
          {t('ui.tryAgain')}
        </button>
      </StateMessage>
    );
  }
  const level = query.value;
  const name = pick(level?.vip_name, level?.vip_name_local).text;
  const next = pick(level?.vip_name_next, level?.vip_name_next_local).text;
  if (!level) return <StateMessage kind="empty" icon={icons.crown} title={t('ui.vipNoProgress')} />;
  const deposit = Number(level.starting_deposit ?? 0) + Number(level.cycle_deposit ?? 0);
  const turnover = Number(level.starting_turnover ?? 0) + Number(level.cycle_turnover ?? 0);
  return (
    <section className="w-vip__progress page-card" aria-labelledby="vip-progress" data-testid="vip-progress">
      <h2 id="vip-progress">{t('ui.vipYourLevel', { level: name })}</h2>
      {next ? <p className="w-vip__next">{t('ui.vipNextLevel', { level: next })}</p> : null}
      <Bar
        label={t('ui.vipDeposit')}
        value={vipProgress(level.starting_deposit, level.cycle_deposit, level.deposit_next)}
        detail={t('ui.vipOf', { done: money(deposit), target: money(level.deposit_next) })}
      />
      <Bar
        label={t('ui.vipTurnover')}
        value={vipProgress(level.starting_turnover, level.cycle_turnover, level.turnover_next)}
        detail={t('ui.vipOf', { done: money(turnover), target: money(level.turnover_next) })}
      />
    </section>
  );
}

export default function VipLevels({ props, data }: WidgetComponentProps<VipLevelsProps, VipLevelsData>) {
  const t = useT();
  const { intl } = useIntl();
  const { startup } = useSite();
  const ready = useSessionReady();
  const signedIn = useSession((s) => s.isAuthenticated) && ready;
  const { pick } = usePickText();
  const money = (v: unknown) => `${startup.site.currency} ${formatAmount(v, intl.locale) || '0'}`;
  return (
    <div className="w-vip">
      {props.showProgress ? (
        signedIn ? (
          <PlayerProgress />
        ) : (
          <div className="w-vip__guest page-card">
            <p>{t('ui.vipGuest')}</p>
            <LoginEntry className="btn btn--primary">{t('ui.login')}</LoginEntry>
          </div>
        )
      ) : null}
      {!props.showLadder ? null : data instanceof LoaderError ? (
        <StateMessage kind="error" title={t('ui.vipLevelsFailed')} body={t('ui.tryAgainBody')} />
      ) : data.ladder.length === 0 ? (
        <StateMessage kind="empty" icon={icons.crown} title={t('ui.vipLevelsEmpty')} />
      ) : (
        <section aria-labelledby="vip-levels">
          <h2 id="vip-levels" className="w-vip__heading">
            {t('ui.vipLevels')}
          </h2>
          <div className="w-vip__scroll" tabIndex={0} role="region" aria-label={t('ui.vipLevels')}>
            <table className="w-vip__table">
              <thead>
                <tr>
                  <th scope="col">{t('ui.vipLevel')}</th>
                  <th scope="col">{t('ui.vipDepositRequired')}</th>
                  <th scope="col">{t('ui.vipTurnoverRequired')}</th>
                  <th scope="col">{t('ui.vipBirthdayBonus')}</th>
                  <th scope="col">{t('ui.vipRebate')}</th>
                </tr>
              </thead>
              <tbody>
                {data.ladder.map((r) => {
                  const name = pick(r.vip_name, r.vip_name_local);
                  return (
                    <tr key={r.level}>
                      <th scope="row" lang={name.lang}>
                        {name.text}
                      </th>
                      <td>{money(r.deposit_required)}</td>
                      <td>{money(r.turnover_required)}</td>
                      <td>{money(r.birthday_bonus)}</td>
                      <td>{intl.formatNumber(r.rebate_percent / 100, { style: 'percent', maximumFractionDigits: 2 })}</td>
                    </tr>
                  );
                })}
              </tbody>
            </table>
          </div>
        </section>
      )}
    </div>
  );
}
