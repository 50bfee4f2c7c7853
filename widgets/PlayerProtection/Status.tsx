import { useEffect, useId, useState } from 'react';
import type { ProtectionRecord } from '../../schemas/api/protection.ts';
import { useApi } from '../../src/api/context.tsx';
import { useT } from '../../src/i18n/IntlContext.tsx';
import { Link } from '../../src/i18n/links.tsx';
import { credentialsOf } from '../../src/session/use-session-actions.ts';
import { useFormatSiteDate } from '../../src/session/use-site-date.ts';
import { useSession } from '../../src/state/session.ts';
import { periodText } from './period-text.ts';

type Loaded = { state: 'loading' } | { state: 'failed' } | { state: 'done'; record: ProtectionRecord | null };

function statusKey(record: ProtectionRecord): string {
  const kind = record.kind === 'timeout' ? 'break' : 'exclusion';
  return `ui.playerProtection.${kind}${record.active ? 'Active' : 'Ended'}`;
}

/** The account page's line: the player's last time-out or self-exclusion, and where to take one. */
export function Status({ className, rgPath }: { className: string; rgPath: string }) {
  const t = useT();
  const api = useApi();
  const formatDate = useFormatSiteDate();
  const token = useSession((s) => s.token);
  const [loaded, setLoaded] = useState<Loaded>({ state: 'loading' });
  const headingId = useId();

  useEffect(() => {
    const creds = credentialsOf(useSession.getState());
    if (!creds) return;
    let live = true;
    void api.settings.protectionStatus(creds).then(
      (res) => {
        if (live) setLoaded(res.statusCode === 1 ? { state: 'done', record: res.value ?? null } : { state: 'failed' });
      },
      () => {
        if (live) setLoaded({ state: 'failed' });
      },
    );
    return () => {
      live = false;
    };
  }, [api, token]);

  return (
    <section className={`w-player-protection w-player-protection__status ${className}`} aria-labelledby={headingId} aria-busy={loaded.state === 'loading'}>
      <h2 id={headingId}>{t('ui.playerProtection.statusTitle')}</h2>
      <p data-status={loaded.state === 'done' ? (loaded.record?.kind ?? 'none') : loaded.state}>
        {loaded.state === 'failed'
          ? t('ui.playerProtection.statusFailed')
          : loaded.state === 'loading'
            ? t('ui.pleaseWait')
            : loaded.record
              ? t(statusKey(loaded.record), {
                  period: periodText(t, { kind: loaded.record.kind, amount: loaded.record.period }),
                  until: formatDate(loaded.record.ends_at),
                })
              : t('ui.playerProtection.statusNone')}
      </p>
      <p>
        <Link to={rgPath}>{t('ui.playerProtection.manage')}</Link>
      </p>
    </section>
  );
}
