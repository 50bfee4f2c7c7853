/**
 * The sites field vitals are kept per (issue 50): a beacon's host is the client's to write, so a
 * host counts as itself only once this process has seen the backend answer it as a site (a render's
 * startup call, src/server/config/fleet-record.ts) or the config store's fleet names it. Anything else
 * counts under one `unknown` site, so made-up hosts cannot fill the series bound and push real sites'
 * new pages into `other`.
 */
import type { ConfigStoreBackend } from '../../../engine/store/types.ts';

/** far above a fleet's size: past it no new site is learnt until restart (the fleet refresh still names the store's) */
const KNOWN_LIMIT = 20_000;
/** how often a process reads the store's fleet again: sites other workers or servers recorded */
export const FLEET_REFRESH_MS = 60_000;

export function createKnownSites() {
  const known = new Set<string>();
  return {
    add(domain: string): void {
      if (known.size < KNOWN_LIMIT) known.add(domain);
    },
    has: (domain: string): boolean => known.has(domain),
  };
}

export type KnownSites = ReturnType<typeof createKnownSites>;

/** This process's known sites: what processField keys its series by. */
export const knownSites: KnownSites = createKnownSites();

/** The store's fleet, now and every FLEET_REFRESH_MS (the timer keeps no process alive); returns the stop. */
export function followFleet(store: Pick<ConfigStoreBackend, 'sites'>, into: KnownSites = knownSites): () => void {
  const read = () =>
    void store.sites().then(
      (sites) => sites.forEach((s) => into.add(s.domain)),
      // an unreachable store: the sites renders meet are still learnt
      () => undefined,
    );
  read();
  const timer = setInterval(read, FLEET_REFRESH_MS);
  timer.unref();
  return () => clearInterval(timer);
}
