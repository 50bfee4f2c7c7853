import type { EventLog } from '../../src/lib/event-log.ts';
import type { ConfigStoreBackend, ServedSite } from './types.ts';

/** At most this many sites are remembered per process: the backend decides which hosts exist, this only bounds a bad one. */
export const MAX_SITES = 10_000;
const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Records the sites this process serves into the store's fleet: a site once, then again when its
 * theme or its languages change or a day passed (the check forgets sites unseen for 30 days), never per page view.
 * A write that fails (the store is down) is tried again at the next view.
 */
export function siteRecorder(store: ConfigStoreBackend, log: EventLog, now: () => Date = () => new Date()) {
  const known = new Map<string, { theme: string; at: number }>();
  let full = false;
  return (site: ServedSite): void => {
    const theme = `${site.theme_code}\0${site.theme_color}\0${site.languages.join(',')}`;
    const at = now().getTime();
    const seen = known.get(site.domain);
    if (seen && seen.theme === theme && at - seen.at < DAY_MS) return;
    if (!seen && known.size >= MAX_SITES) {
      if (!full) log(`fleet: ${MAX_SITES} sites recorded by this process; not recording more`, { event: 'fleet.full', level: 'warn', max: MAX_SITES });
      full = true;
      return;
    }
    known.set(site.domain, { theme, at });
    store.recordSite(site).then(
      () => {
        if (!seen)
          log(
            `fleet: recorded ${site.domain} (theme_code ${site.theme_code}, theme_color ${site.theme_color}, languages ${site.languages.join(', ') || 'none'})`,
            { event: 'fleet.recorded', ...site },
          );
      },
      () => known.delete(site.domain),
    );
  };
}
