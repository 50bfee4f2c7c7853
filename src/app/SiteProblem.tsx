import type { StartupResponse } from '../../schemas/api/startup.ts';
import type { StartupProblem } from '../config/site-state.ts';
import { useT } from '../i18n/IntlContext.tsx';
import { useHydrationMark } from './hydration-mark.ts';

/** §4: an invalid theme or failed startup shows a clear, translated page instead of the site. */
export function SiteProblem({ problem, message }: { problem: StartupProblem; message: string }) {
  const t = useT();
  useHydrationMark();
  return (
    <main className="site-problem" data-problem={problem}>
      <h1>{t(`errors.${problem}.title`)}</h1>
      <p>{t(`errors.${problem}.body`)}</p>
      {problem === 'startupFailed' ? <p className="site-problem__detail">{message}</p> : null}
    </main>
  );
}

/** §2: during maintenance only the bare layout shows. */
export function Maintenance({ startup }: { startup: StartupResponse }) {
  const t = useT();
  useHydrationMark();
  const m = startup.maintenance;
  return (
    <main className="site-problem site-problem--maintenance" data-problem="maintenance">
      <h1>{t('messages.maintenance.title')}</h1>
      <p>{t('messages.maintenance.body')}</p>
      {m?.start_date && m.end_date ? <p>{t('messages.maintenance.window', { start: m.start_date, end: m.end_date })}</p> : null}
    </main>
  );
}
