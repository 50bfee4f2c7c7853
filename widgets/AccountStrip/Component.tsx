import { useId, useState } from 'react';
import { Link } from '../../src/i18n/links.tsx';
import { useSessionReady } from '../../src/session/Guard.tsx';
import { LoginEntry } from '../../src/session/LoginEntry.tsx';
import { useErrorHandler } from '../../src/session/use-error-handler.ts';
import { usePlayerRefresh } from '../../src/session/use-session-actions.ts';
import { useIntl, useT } from '../../src/i18n/IntlContext.tsx';
import { usePickText } from '../../src/i18n/use-pick-text.ts';
import { formatAmount } from '../../src/lib/trim-number.ts';
import { vipProgress } from '../../src/lib/vip-progress.ts';
import type { WidgetComponentProps } from '../../src/render/types.ts';
import { useSession } from '../../src/state/session.ts';
import { useSite } from '../../src/state/site-context.tsx';
import { Icon } from '../../src/ui/Icon.tsx';
import * as icons from '../../src/ui/icons.ts';
import { useGameLauncher } from '../_shared/games/hooks.ts';
import type { AccountStripProps } from './schema.ts';

function Progress({ label, value }: { label: string; value: number }) {
  const id = useId();
  const pct = Math.round(value);
  return (
    <div className="w-account__progress">
      <span id={id} className="w-account__progress-label">
        {label}
      </span>
      <progress aria-labelledby={id} max={100} value={pct} />
      <span className="w-account__progress-value">{pct}%</span>
    </div>
  );
}

/**
 * The player's wallet at a glance (§3): game balance and game tokens in the §9 number display, the
 * VIP level with deposit and turnover progress (§7 formula), and a refresh. Guests get a login entry.
 */
export default function AccountStrip({ props, className }: WidgetComponentProps<AccountStripProps>) {
  const t = useT();
  const { pick } = usePickText();
  const { intl } = useIntl();
  const { startup } = useSite();
  const ready = useSessionReady();
  const session = useSession();
  const refresh = usePlayerRefresh();
  const handleError = useErrorHandler();
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState(false);
  // A game chosen as a guest starts here too, if this is where the login lands.
  useGameLauncher();
  const variant = props.variant;

  if (!ready || !session.isAuthenticated) {
    return (
      <section className={`w-account w-account--${variant} w-account--guest ${className}`} aria-label={t('ui.account.label')}>
        <p className="w-account__pitch">{t('ui.account.guestPitch')}</p>
        <div className="w-account__cta">
          <LoginEntry className="btn btn--primary">{t('ui.login')}</LoginEntry>
          <Link className="btn btn--ghost" to="/register">
            {t('ui.register')}
          </Link>
        </div>
      </section>
    );
  }

  const onRefresh = async () => {
    setBusy(true);
    const results = await refresh();
    setBusy(false);
    const failure = results.find((r) => r.statusCode !== 1);
    setFailed(failure !== undefined);
    results.forEach((r) => handleError(r));
  };

  const { vip } = session;
  const level = pick(vip.currentLevel, vip.currentLevelLocal);
  const next = pick(vip.nextLevel, vip.nextLevelLocal).text;
  const amount = (v: number) => formatAmount(v, intl.locale) || '0';
  return (
    <section className={`w-account w-account--${variant} ${className}`} aria-label={t('ui.account.label')}>
      <dl className="w-account__figures">
        <div>
          <dt>{t('ui.account.balance')}</dt>
          <dd data-testid="account-balance">
            <span className="w-account__currency">{startup.site.currency}</span> {amount(session.game.balance)}
          </dd>
        </div>
        {props.showTokens ? (
          <div>
            <dt>{t('ui.account.tokens')}</dt>
            <dd data-testid="account-tokens">{amount(session.game.token)}</dd>
          </div>
        ) : null}
      </dl>
      {props.showVip ? (
        <div className="w-account__vip">
          <p className="w-account__level">
            <Icon path={icons.crown} size={18} />
            <span lang={level.lang}>{level.text || t('ui.account.noLevel')}</span>
            {next ? <span className="w-account__next">{t('ui.account.nextLevel', { level: next })}</span> : null}
          </p>
          <Progress label={t('ui.account.depositProgress')} value={vipProgress(0, vip.depoProgress, 100)} />
          <Progress label={t('ui.account.turnoverProgress')} value={vipProgress(0, vip.toProgress, 100)} />
        </div>
      ) : null}
      <button
        type="button"
        className="icon-button w-account__refresh"
        onClick={onRefresh}
        disabled={busy}
        aria-label={t('ui.account.refresh')}
        aria-busy={busy}
      >
        <Icon path={icons.refresh} />
      </button>
      {failed ? (
        <p className="w-account__error" role="alert">
          {t('ui.account.refreshFailed')}
        </p>
      ) : null}
    </section>
  );
}
