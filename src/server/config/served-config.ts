import type { EventLog } from '../../lib/event-log.ts';
import type { ConfigSet } from '../../config/config-set.ts';
import type { ForcedPublish, ServedSite } from '../../../engine/store/types.ts';
import type { LintProblem } from '../../../schemas/lint-problem.ts';

/**
 * What reading a config directory gave: a set that passed lint (with each concrete template's
 * scheme names, and whether it was forced), or why it was refused.
 */
export type ConfigRead =
  | { ok: true; set: ConfigSet; themes?: Record<string, string[]>; forced?: ForcedPublish }
  | { ok: false; message: string; problems: LintProblem[]; report: string };

/** The config store the server follows (engine/store), as /healthz/config shows it: no path or URL of this machine. */
export interface StoreStatus {
  kind: 'sqlite' | 'postgres' | 'memory';
  /** the store's id of the revision served (`r00000042`), when it came from the store */
  revision: string | null;
  reachable: boolean;
  /** when the store stopped answering (ISO 8601), while it does not */
  unreachableSince?: string;
  error?: string;
}

export interface ConfigStatus {
  revision: string;
  /** when the serving set was accepted (ISO 8601) */
  since: string;
  /** whether a watched CONFIG_DIR publishes on save (docs/operators.md "Config store") */
  watching: boolean;
  /**
   * The last refused publish or read. Once a later set is served it stays as the record, with the
   * revision that superseded it and when: a repaired edit shows as resolved, not as a standing refusal.
   */
  lastRefusal: { at: string; message: string; problems: LintProblem[]; supersededBy?: string; supersededAt?: string } | null;
  /** the last publish an admin forced past the fleet check (audited; docs/operators.md) */
  lastForced: (ForcedPublish & { at: string }) | null;
  store: StoreStatus | null;
}

export interface ServedConfigOptions {
  log: EventLog;
  /** how many earlier sets stay available to pages rendered from them (their client navigations) */
  keep?: number;
  now?: () => Date;
  /** the scheme names per template of the initial set */
  themes?: Record<string, string[]>;
  /** records a site the serving set can show (the fleet, in the config store) */
  record?: (site: ServedSite) => void;
  /** what SIGHUP does: import the watched directory, and load the live revision again */
  reload?: (reason: string) => Promise<void>;
  /** stops following the store and watching the directory */
  onClose?: () => void;
}

/**
 * The server's config sets: the one it serves (always a set that passed lint) and a few earlier
 * ones that pages already in browsers still navigate with. A set that fails lint is refused as a
 * whole; the last good set keeps serving and the refusal is kept for the status endpoint. What to
 * apply comes from the config store (src/server/config/configs.ts follows its live revision).
 */
export function createServedConfig(initial: ConfigSet, options: ServedConfigOptions) {
  const now = options.now ?? (() => new Date());
  const keep = options.keep ?? 8;
  let serving = initial;
  let since = now();
  let lastRefusal: ConfigStatus['lastRefusal'] = null;
  let lastForced: ConfigStatus['lastForced'] = null;
  let themes = options.themes;
  let watching = false;
  let store: StoreStatus | null = null;
  const sets = new Map<string, ConfigSet>([[initial.revision, initial]]);

  /** Records a refusal (a publish, or a read of the live revision) and says so in the log. */
  function refuse(refusal: { message: string; problems: LintProblem[]; report: string }, reason: string): void {
    lastRefusal = { at: now().toISOString(), message: refusal.message, problems: refusal.problems };
    options.log(`config: refused the edit (${reason}): ${refusal.message}; still serving ${serving.revision}`, {
      event: 'config.refused',
      level: 'error',
      reason,
      message: refusal.message,
      serving: serving.revision,
      problems: refusal.problems,
      report: refusal.report,
    });
  }

  /** Applies what a read gave; returns whether the serving set changed. */
  function apply(read: ConfigRead, reason: string): boolean {
    if (!read.ok) {
      refuse(read, reason);
      return false;
    }
    if (lastRefusal && !lastRefusal.supersededBy) {
      // a repair that restores the serving revision resolves the refusal too
      lastRefusal = { ...lastRefusal, supersededBy: read.set.revision, supersededAt: now().toISOString() };
    }
    if (read.forced) forced(read.forced);
    if (read.set.revision === serving.revision) return false;
    serving = read.set;
    themes = read.themes;
    since = now();
    sets.delete(serving.revision);
    sets.set(serving.revision, serving);
    while (sets.size > keep) sets.delete(sets.keys().next().value as string);
    options.log(`config: serving ${serving.revision} (${reason})`, {
      event: 'config.served',
      revision: serving.revision,
      reason,
      templates: Object.keys(serving.templates).length,
      pages: Object.keys(serving.pages).length,
      layouts: Object.keys(serving.layouts).length,
    });
    return true;
  }

  /** A publish an admin forced past the fleet check: shown in the status and logged loudly. */
  function forced(f: ForcedPublish): void {
    lastForced = { ...f, at: now().toISOString() };
    options.log(`config: !!! FORCED publish of ${f.revision} by ${f.by}: it takes down ${f.domains.join(', ')}`, {
      event: 'config.forced',
      level: 'warn',
      revision: f.revision,
      by: f.by,
      domains: f.domains,
      problems: f.problems,
    });
  }

  return {
    current: (): ConfigSet => serving,
    /** the set of a revision the server still holds */
    get: (revision: string): ConfigSet | undefined => sets.get(revision),
    apply,
    refuse,
    forced,
    /** The watched directory holds what is live again: an open refusal is resolved by that revision. */
    settle(revision: string): void {
      if (lastRefusal && !lastRefusal.supersededBy) lastRefusal = { ...lastRefusal, supersededBy: revision, supersededAt: now().toISOString() };
    },
    /** SIGHUP: re-import the watched directory and re-read the live revision */
    reload: (reason: string): Promise<void> => options.reload?.(reason) ?? Promise.resolve(),
    setWatching(on: boolean): void {
      watching = on;
    },
    setStore(next: StoreStatus): void {
      if (store?.reachable && !next.reachable)
        options.log(`config: the config store (${next.kind}) is unreachable: ${next.error ?? ''}; still serving ${serving.revision}`, {
          event: 'config.storeUnreachable',
          level: 'error',
          store: next.kind,
          error: next.error,
          serving: serving.revision,
        });
      if (store && !store.reachable && next.reachable)
        options.log(`config: the config store (${next.kind}) answers again`, { event: 'config.storeReachable', store: next.kind });
      store = next;
    },
    status: (): ConfigStatus => ({ revision: serving.revision, since: since.toISOString(), watching, lastRefusal, lastForced, store }),
    /**
     * A render's startup data named a site and its theme: recorded in the fleet when the serving
     * set has that template and scheme (a site already broken, like an unknown theme_code, is not
     * something a publish can take down).
     */
    recordSite(site: ServedSite): void {
      if (!options.record || !themes?.[site.theme_code]?.includes(site.theme_color)) return;
      options.record(site);
    },
    close(): void {
      options.onClose?.();
    },
  };
}

export type ServedConfig = ReturnType<typeof createServedConfig>;
