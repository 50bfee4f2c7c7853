import { useCallback, useEffect, useId, useState } from 'react';
import { useT } from '../../src/i18n/IntlContext.tsx';
import { Link } from '../../src/i18n/links.tsx';
import { shortHash } from '../../src/lib/short-hash.ts';
import type { WidgetComponentProps } from '../../src/render/types.ts';
import { useSessionActions } from '../../src/session/use-session-actions.ts';
import { useSession } from '../../src/state/session.ts';
import { useSite } from '../../src/state/site-context.tsx';
import { Dialog } from '../../src/ui/Dialog.tsx';
import { intervalChoices, intervalMinutes, minutesPlayed, nextDue, readState, REALITY_CHECK_KEY, type RealityCheckState } from './reality-check.ts';
import type { RealityCheckProps } from './schema.ts';

function stored(): string | null {
  try {
    return localStorage.getItem(REALITY_CHECK_KEY);
  } catch {
    // storage refused (private mode): the check still runs, from this page's start
    return null;
  }
}

function store(state: RealityCheckState): void {
  try {
    localStorage.setItem(REALITY_CHECK_KEY, JSON.stringify(state));
  } catch (error) {
    console.warn('Could not keep the reality-check clock', error);
  }
}

/**
 * The reality check (docs/compliance.md): after the jurisdiction's interval of a signed-in session
 * (the player's own, where the rules let them choose), a dialog with the time played, links to the
 * account history and the responsible-gaming page, "Continue" (the next check counts from then) and
 * "Log out". The clock is the browser's (localStorage), per session token, so it runs on across
 * pages, reloads and tabs.
 */
export default function RealityCheck({ props }: WidgetComponentProps<RealityCheckProps>) {
  const t = useT();
  const rule = useSite().template.jurisdiction?.realityCheck;
  const token = useSession((s) => (s.isAuthenticated ? s.token : ''));
  const { logout } = useSessionActions();
  const [state, setState] = useState<RealityCheckState | null>(null);
  const [openedAt, setOpenedAt] = useState<number | null>(null);
  const pickerId = useId();

  useEffect(() => {
    setOpenedAt(null);
    if (!rule || !token) {
      setState(null);
      return;
    }
    const session = shortHash(token);
    const next = readState(stored(), session, Date.now());
    store(next);
    setState(next);
    // another tab's "Continue" or interval counts here too
    const onStorage = (e: StorageEvent) => {
      if (e.key !== REALITY_CHECK_KEY) return;
      setState(readState(e.newValue, session, Date.now()));
      setOpenedAt(null);
    };
    addEventListener('storage', onStorage);
    return () => removeEventListener('storage', onStorage);
  }, [rule, token]);

  useEffect(() => {
    if (!rule || !state || openedAt !== null) return;
    const timer = setTimeout(() => setOpenedAt(Date.now()), Math.max(0, nextDue(state, rule) - Date.now()));
    return () => clearTimeout(timer);
  }, [rule, state, openedAt]);

  const update = useCallback((next: RealityCheckState) => {
    store(next);
    setState(next);
  }, []);
  const carryOn = useCallback(() => {
    if (state) update({ ...state, continuedAt: Date.now() });
    setOpenedAt(null);
  }, [state, update]);

  if (!rule || !state || openedAt === null) return null;
  const choices = intervalChoices(rule);
  const minutes = minutesPlayed(state, openedAt);
  return (
    <Dialog open title={t('ui.realityCheck.title')} onClose={carryOn} closeLabel={t('ui.close')} size="small">
      <div className="w-reality-check" data-compliance="RealityCheck" data-compliance-element="reality-check">
        <p className="w-reality-check__played">{t('ui.realityCheck.played', { minutes })}</p>
        <p>{t('ui.realityCheck.prompt')}</p>
        <ul className="w-reality-check__links">
          <li>
            <Link to={props.historyPath} onClick={carryOn}>
              {t('ui.realityCheck.history')}
            </Link>
          </li>
          <li>
            <Link to={props.rgPath} onClick={carryOn}>
              {t('ui.responsibleGaming')}
            </Link>
          </li>
        </ul>
        {choices.length > 1 ? (
          <p className="w-reality-check__interval">
            <label htmlFor={pickerId}>{t('ui.realityCheck.interval')}</label>{' '}
            <select id={pickerId} value={intervalMinutes(state, rule)} onChange={(e) => update({ ...state, minutes: Number(e.target.value) })}>
              {choices.map((m) => (
                <option key={m} value={m}>
                  {t('ui.realityCheck.minutes', { minutes: m })}
                </option>
              ))}
            </select>
          </p>
        ) : null}
        <div className="dialog__actions">
          <button
            type="button"
            className="btn btn--ghost"
            onClick={() => {
              setOpenedAt(null);
              logout();
            }}
          >
            {t('ui.logout')}
          </button>
          <button type="button" className="btn btn--primary" onClick={carryOn}>
            {t('ui.continue')}
          </button>
        </div>
      </div>
    </Dialog>
  );
}
