import { useEffect, useId, useState } from 'react';
import { useLocation, useSearchParams } from 'react-router';
import { useApi } from '../../src/api/context.tsx';
import { useIntl, useT } from '../../src/i18n/IntlContext.tsx';
import { readLaunchRequest } from '../../src/lib/game-launch.ts';
import { shortHash } from '../../src/lib/short-hash.ts';
import type { WidgetComponentProps } from '../../src/render/types.ts';
import { credentialsOf } from '../../src/session/use-session-actions.ts';
import { useSession } from '../../src/state/session.ts';
import { useSite } from '../../src/state/site-context.tsx';
import { formatElapsed, formatNet, launchKey, netPosition, readStart, SESSION_STATS_KEY, type GameSessionStart } from './session-stats.ts';
import type { SessionStatsProps } from './schema.ts';

function stored(): string | null {
  try {
    return sessionStorage.getItem(SESSION_STATS_KEY);
  } catch {
    // storage refused (private mode): the session counts from this page's start
    return null;
  }
}

function store(start: GameSessionStart): void {
  try {
    sessionStorage.setItem(SESSION_STATS_KEY, JSON.stringify(start));
  } catch (error) {
    console.warn('Could not keep the game session’s start', error);
  }
}

const amount = (v: unknown): number | null => {
  const n = Number(v);
  return v !== undefined && v !== null && v !== '' && Number.isFinite(n) ? n : null;
};

/**
 * The game session's figures on /playnow (UKGC, docs/compliance.md): the time since the game was
 * launched and the net position, the balance the backend reports now minus the one it reported at
 * the launch. The start is kept in sessionStorage per launch, so a reload goes on counting; the
 * balance is asked again every `refreshSeconds` while the page is open.
 */
export default function SessionStats({ props, className }: WidgetComponentProps<SessionStatsProps>) {
  const t = useT();
  const { intl } = useIntl();
  const api = useApi();
  const siteCurrency = useSite().startup.site.currency;
  const [params] = useSearchParams();
  const navigation = useLocation().key;
  const request = readLaunchRequest(params);
  const token = useSession((s) => (s.isAuthenticated ? s.token : ''));
  const launch = token && request ? launchKey(shortHash(token), request.provider, request.game, navigation) : '';
  const [startedAt, setStartedAt] = useState<number | null>(null);
  const [start, setStart] = useState<GameSessionStart | null>(null);
  const [balance, setBalance] = useState<number | null>(null);
  const [now, setNow] = useState(() => Date.now());
  const titleId = useId();

  useEffect(() => {
    setBalance(null);
    if (!launch) {
      setStartedAt(null);
      setStart(null);
      return;
    }
    const launchedAt = Date.now();
    let kept = readStart(stored(), launch, launchedAt);
    setStart(kept);
    setStartedAt(kept?.startedAt ?? launchedAt);
    let live = true;
    const ask = async () => {
      const creds = credentialsOf(useSession.getState());
      if (!creds) return;
      const res = await api.auth.getBalance(creds);
      const latest = res.statusCode === 1 ? amount(res.game_balance) : null;
      if (!live || latest === null) return;
      // the rest of the page (the account strip) shows the same figure
      useSession.getState().setBalance(latest, amount(res.game_token) ?? useSession.getState().game.token);
      setBalance(latest);
      if (!kept) {
        kept = { launch, startedAt: launchedAt, balance: latest };
        store(kept);
        setStart(kept);
      }
    };
    void ask();
    const timer = setInterval(() => void ask(), props.refreshSeconds * 1000);
    // a balance another part of the page fetched (the account strip's refresh, an inbox claim) counts at once
    const unsubscribe = useSession.subscribe((s, prev) => {
      if (live && s.game.balance !== prev.game.balance) setBalance(s.game.balance);
    });
    return () => {
      live = false;
      clearInterval(timer);
      unsubscribe();
    };
  }, [api, launch, props.refreshSeconds]);

  useEffect(() => {
    if (startedAt === null) return;
    setNow(Date.now());
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, [startedAt]);

  if (startedAt === null) return null;
  const elapsed = Math.max(0, now - startedAt);
  const net = start && balance !== null ? formatNet(netPosition(start, balance), intl.locale, props.currency ?? siteCurrency) : '—';
  return (
    <section className={`w-session-stats ${className}`} aria-labelledby={titleId} data-compliance="SessionStats">
      <h2 id={titleId} className="w-session-stats__title">
        {t('ui.sessionStats.title')}
      </h2>
      {/* the clock changes every second: never announced (a screen reader reads it when the player moves to it) */}
      <dl className="w-session-stats__figures" aria-live="off">
        <div>
          <dt>{t('ui.sessionStats.time')}</dt>
          <dd data-testid="session-time">
            <time dateTime={`PT${Math.floor(elapsed / 1000)}S`}>{formatElapsed(elapsed)}</time>
          </dd>
        </div>
        <div>
          <dt>{t('ui.sessionStats.net')}</dt>
          <dd data-testid="session-net">{net}</dd>
        </div>
      </dl>
      <p className="w-session-stats__note">{t('ui.sessionStats.note')}</p>
    </section>
  );
}
