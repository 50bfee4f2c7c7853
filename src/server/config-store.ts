import { watchTree } from './watch-tree.ts';
import type { ConfigSet } from '../config/config-set.ts';

/** One problem of a refused publish, as config-lint reports it (paths relative to the config root). */
export interface RefusedProblem {
  ruleId: string;
  severity: 'error' | 'warning';
  file: string;
  line: number;
  column: number;
  pointer: string;
  message: string;
}

/** A publish an admin forced past the fleet check: the live sites it took down, and who forced it. */
export interface ForcedPublish {
  revision: string;
  by: string;
  domains: string[];
  problems: RefusedProblem[];
}

/**
 * What reading a config directory gave: a set that passed lint (with each concrete template's
 * scheme names, and whether it was forced), or why it was refused.
 */
export type ConfigRead =
  | { ok: true; set: ConfigSet; themes?: Record<string, string[]>; forced?: ForcedPublish }
  | { ok: false; message: string; problems: RefusedProblem[]; report: string };

/** One site as the startup data of a render named it. */
export interface ServedSite {
  domain: string;
  theme_code: string;
  theme_color: string;
}

export interface ConfigStatus {
  revision: string;
  /** when the serving set was accepted (ISO 8601) */
  since: string;
  watching: boolean;
  /**
   * The last refused read. Once a later read is served it stays as the record, with the revision
   * that superseded it and when: a repaired edit shows as resolved, not as a standing refusal.
   */
  lastRefusal: { at: string; message: string; problems: RefusedProblem[]; supersededBy?: string; supersededAt?: string } | null;
  /** the last publish an admin forced past the fleet check (audited; docs/operators.md) */
  lastForced: (ForcedPublish & { at: string }) | null;
}

export interface ConfigStoreOptions {
  dir: string;
  read: (dir: string) => ConfigRead;
  log: (line: string) => void;
  /** edits closer together than this are read once (an editor's save is several writes) */
  debounceMs?: number;
  /** how many earlier sets stay available to pages rendered from them (their client navigations) */
  keep?: number;
  now?: () => Date;
  /** the fleet record: sites the server served, kept beside the config directory */
  fleet?: { record(site: ServedSite): void; forget(domains: readonly string[]): void; audit(entry: Record<string, unknown>): void };
  /** the scheme names per template of the initial set */
  themes?: Record<string, string[]>;
}

/**
 * The server's config sets: the one it serves (always a set that passed lint) and a few earlier
 * ones that pages already in browsers still navigate with. A publish that fails lint is refused
 * as a whole; the last good set keeps serving and the refusal is kept for the status endpoint.
 */
export function createConfigStore(initial: ConfigSet, options: ConfigStoreOptions) {
  const now = options.now ?? (() => new Date());
  const keep = options.keep ?? 8;
  let serving = initial;
  let since = now();
  let lastRefusal: ConfigStatus['lastRefusal'] = null;
  let lastForced: ConfigStatus['lastForced'] = null;
  let themes = options.themes;
  const sets = new Map<string, ConfigSet>([[initial.revision, initial]]);
  let watcher: { close(): void } | undefined;
  let timer: ReturnType<typeof setTimeout> | undefined;

  /** Reads the directory again; returns whether the serving set changed. */
  function reload(reason: string): boolean {
    const read = options.read(options.dir);
    if (!read.ok) {
      lastRefusal = { at: now().toISOString(), message: read.message, problems: read.problems };
      options.log(`config: refused the edit (${reason}): ${read.message}; still serving ${serving.revision}\n${read.report}`);
      return false;
    }
    if (lastRefusal && !lastRefusal.supersededBy) {
      // a repair that restores the serving revision resolves the refusal too
      lastRefusal = { ...lastRefusal, supersededBy: read.set.revision, supersededAt: now().toISOString() };
    }
    if (read.set.revision === serving.revision) return false;
    if (read.forced) {
      const f = read.forced;
      lastForced = { ...f, at: now().toISOString() };
      options.log(
        `config: !!! FORCED publish of ${f.revision} by ${f.by}: it takes down ${f.domains.join(', ')}\n` +
          f.problems.map((p) => `${p.file}:${p.line}:${p.column}  ${p.ruleId}  ${p.message}`).join('\n'),
      );
      options.fleet?.audit({ event: 'forced-publish', revision: f.revision, by: f.by, reason, domains: f.domains, replaced: serving.revision });
      // the sites it knowingly took down no longer hold later publishes
      options.fleet?.forget(f.domains);
    }
    serving = read.set;
    themes = read.themes;
    since = now();
    sets.delete(serving.revision);
    sets.set(serving.revision, serving);
    while (sets.size > keep) sets.delete(sets.keys().next().value as string);
    options.log(`config: serving ${serving.revision} (${reason})`);
    return true;
  }

  return {
    current: (): ConfigSet => serving,
    /** the set of a revision the server still holds */
    get: (revision: string): ConfigSet | undefined => sets.get(revision),
    reload,
    status: (): ConfigStatus => ({ revision: serving.revision, since: since.toISOString(), watching: watcher !== undefined, lastRefusal, lastForced }),
    /**
     * A render's startup data named a site and its theme: recorded in the fleet when the serving
     * set has that template and scheme (a site already broken, like an unknown theme_code, is not
     * something a publish can take down).
     */
    recordSite(site: ServedSite): void {
      if (!options.fleet || !themes?.[site.theme_code]?.includes(site.theme_color)) return;
      options.fleet.record(site);
    },
    /** Reloads shortly after files under the directory change. */
    watch(): void {
      if (watcher) return;
      watcher = watchTree(
        options.dir,
        () => {
          clearTimeout(timer);
          timer = setTimeout(() => reload('files changed'), options.debounceMs ?? 200);
        },
        (error) => {
          options.log(`config: watching ${options.dir} stopped (${error.message}); send SIGHUP to reload`);
          watcher?.close();
          watcher = undefined;
        },
      );
    },
    close(): void {
      clearTimeout(timer);
      watcher?.close();
      watcher = undefined;
    },
  };
}

export type ConfigStore = ReturnType<typeof createConfigStore>;
