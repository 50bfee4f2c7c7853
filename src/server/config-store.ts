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

/** What reading a config directory gave: a set that passed lint, or why it was refused. */
export type ConfigRead = { ok: true; set: ConfigSet } | { ok: false; message: string; problems: RefusedProblem[]; report: string };

export interface ConfigStatus {
  revision: string;
  /** when the serving set was accepted (ISO 8601) */
  since: string;
  watching: boolean;
  lastRefusal: { at: string; message: string; problems: RefusedProblem[] } | null;
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
    if (read.set.revision === serving.revision) return false;
    serving = read.set;
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
    status: (): ConfigStatus => ({ revision: serving.revision, since: since.toISOString(), watching: watcher !== undefined, lastRefusal }),
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
