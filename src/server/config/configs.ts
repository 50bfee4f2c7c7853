import { basename } from 'node:path';
import { errorText, type EventLog } from '../../lib/event-log.ts';
import { configDirFrom, fleetFileFor, liveSites, OVERRIDE_ENV, readConfigFiles, readSitesFile, ruleConfigRoot } from '../../../engine/lint/gate.ts';
import { createServedConfig, type ConfigRead, type ServedConfig } from './served-config.ts';
import { dirImporter } from '../../../engine/store/import-dir.ts';
import { isFilesMessage, type FilesResult } from '../../../engine/store/files-result.ts';
import { gateFiles, type GateCache } from '../../../engine/store/gate.ts';
import { openStoreFromEnv, watchingFrom } from '../../../engine/store/open.ts';
import { createPublisher, problemLines } from '../../../engine/store/publish.ts';
import { siteRecorder } from '../../../engine/store/site-recorder.ts';
import type { ConfigStoreBackend, FileMap, StoreHealth } from '../../../engine/store/types.ts';
import { watchTree } from './watch-tree.ts';

/** The config set failed lint at startup; `report` is config-lint's text output. */
export class ConfigRefused extends Error {
  constructor(
    readonly report: string,
    message: string,
  ) {
    super(message);
  }
}

/** Everything the server and its operator surface use of the config store. */
export interface ConfigSource {
  dir: string;
  /** where config-lint.json is read for this server's publishes (a publisher of its own, e.g. without auditing, needs it) */
  ruleRoot: string;
  backend: ConfigStoreBackend;
  publisher: ReturnType<typeof createPublisher>;
  watching: boolean;
}

/**
 * Opens the store CONFIG_STORE_URL names (default: the embedded file, engine/store/open.ts) with
 * its publisher; every publish is judged by config-lint's gate with the config-lint.json of
 * CONFIG_DIR's project. With `importer`, also makes sure something is live: an empty store is
 * seeded from CONFIG_DIR (kind 'seed', author 'server'), and a watched directory edited while no
 * server watched it is published. Throws ConfigRefused when nothing can be live.
 */
export async function openConfigSource(root: string, env: NodeJS.ProcessEnv, log: EventLog, importer: boolean): Promise<ConfigSource> {
  const dir = configDirFrom(env, root);
  let backend: ConfigStoreBackend;
  try {
    backend = await openStoreFromEnv(env, root);
  } catch (error) {
    // without the store the server cannot know what is live: a clear refusal, not a stack
    throw new ConfigRefused('', `the config store cannot be opened (${error instanceof Error ? error.message : String(error)})`);
  }
  const ruleRoot = ruleConfigRoot(dir, root);
  const publisher = createPublisher({ store: backend, ruleRoot, allowErrorSuppressions: env[OVERRIDE_ENV] === '1', log });
  const watching = watchingFrom(env, backend.kind);
  if (!importer) return { dir, ruleRoot, backend, publisher, watching };
  try {
    await adoptFleetFile(backend, dir, env, log);
    if ((await backend.liveId()) === undefined) {
      let files: FileMap;
      try {
        files = readConfigFiles(dir);
      } catch (error) {
        throw new ConfigRefused(String(error), `the config store is empty and ${dir} cannot be read to seed it`);
      }
      const seeded = await publisher.publish({ files, parent: null, author: 'server', message: `seeded from ${basename(dir)}/`, kind: 'seed' });
      if (!seeded.ok && seeded.status === 422)
        throw new ConfigRefused(seeded.report ?? problemLines(seeded.lint), `the site configs in ${dir} fail config-lint (${seeded.message})`);
      if (seeded.ok)
        log(`config: seeded the config store (${backend.kind}) with ${seeded.revision.id} (${seeded.revision.contentId}) from ${dir}`, {
          event: 'config.seeded',
          store: backend.kind,
          revision: seeded.revision.id,
          contentId: seeded.revision.contentId,
          dir,
        });
      // 409: another server seeded it first, which is as good
    } else if (watching) {
      const result = await dirImporter({ dir, store: backend, publisher, env }).runAtStart();
      if (result?.kind === 'refused')
        log(`config: ${dir} changed while no server watched it, and is refused (${result.message}); serving the live revision`, {
          event: 'config.refused',
          level: 'error',
          reason: 'changed while no server watched it',
          dir,
          message: result.message,
          problems: result.problems,
          report: result.report,
        });
      if (result?.kind === 'published')
        log(`config: published ${dir} (changed while no server watched it) as ${result.revision.id}`, {
          event: 'config.imported',
          dir,
          revision: result.revision.id,
          contentId: result.revision.contentId,
        });
    }
  } catch (error) {
    await backend.close();
    throw error;
  }
  return { dir, ruleRoot, backend, publisher, watching };
}

/** The fleet file of a server from before the store (`<CONFIG_DIR>.fleet.json`): its sites move into an empty store's fleet once. */
async function adoptFleetFile(backend: ConfigStoreBackend, dir: string, env: NodeJS.ProcessEnv, log: EventLog): Promise<void> {
  if ((await backend.sites()).length > 0) return;
  const file = fleetFileFor(dir, env);
  let sites;
  try {
    sites = liveSites(readSitesFile(file));
  } catch (error) {
    log(`fleet: ignoring ${file} (${errorText(error)})`, { event: 'fleet.fileIgnored', level: 'warn', file, err: error });
    return;
  }
  for (const site of sites) await backend.recordSite(site);
  if (sites.length) log(`fleet: moved ${sites.length} sites from ${file} into the config store`, { event: 'fleet.adopted', file, sites: sites.length });
}

/** well above a config set's file count: past it the parse cache is dropped rather than grown */
const CACHE_LIMIT = 8_000;

/** A revision's files as a served set: through the same gate, without the fleet (checked when it was published). */
function loader(root: string, dir: string, env: NodeJS.ProcessEnv, log: EventLog) {
  const ruleRoot = ruleConfigRoot(dir, root);
  // parsed files kept between revisions: a publish usually changes one file, and only that one is parsed again
  const cache: GateCache = new Map();
  return (files: FileMap, judged = false): ConfigRead => {
    if (cache.size > CACHE_LIMIT) cache.clear();
    const result = gateFiles(files, { ruleRoot, allowErrorSuppressions: env[OVERRIDE_ENV] === '1', judged, cache });
    if (result.ok) for (const line of result.audit) log(line, { event: 'config.letThrough', level: 'warn' });
    return result;
  };
}

/** Shows what importing the watched directory came to in this process's status. */
export function showFilesResult(store: ServedConfig, result: FilesResult): void {
  if (result.kind === 'refused') store.refuse(result, result.reason);
  else if (result.kind === 'unchanged') store.settle(result.contentId);
  else if (result.forced) store.forced(result.forced);
}

/**
 * Serves the store's live revision: loaded through the gate at start (ConfigRefused when there is
 * none, or it fails), then followed (onLive): a publish by any instance is served within 2 s. While
 * the store does not answer, the last good set keeps serving and the status says since when.
 */
export async function followLive(
  source: ConfigSource,
  root: string,
  env: NodeJS.ProcessEnv,
  log: EventLog,
  hooks: { beforeReload?: (reason: string) => Promise<void>; onClose?: () => void } = {},
): Promise<ServedConfig> {
  const { backend, dir } = source;
  const load = loader(root, dir, env, log);
  const live = await backend.live();
  if (!live) throw new ConfigRefused('', `the config store (${backend.kind}) has no live revision`);
  const first = load(live.files);
  if (!first.ok) throw new ConfigRefused(first.report, `the live revision ${live.id} fails config-lint (${first.message})`);
  let served = live.id;
  let wanted = live.id;
  let retry: ReturnType<typeof setTimeout> | undefined;
  let health: StoreHealth = { reachable: true };
  const store = createServedConfig(first.set, {
    log,
    themes: first.themes,
    record: siteRecorder(backend, log),
    reload: async (reason) => {
      await hooks.beforeReload?.(reason);
      await catchUp(reason, await backend.liveId());
    },
    onClose: () => {
      hooks.onClose?.();
      stop();
      clearTimeout(retry);
      void backend.close();
    },
  });
  const report = () =>
    store.setStore({
      kind: backend.kind,
      revision: served,
      reachable: health.reachable,
      ...(health.reachable ? {} : { unreachableSince: health.since, error: health.error }),
    });

  /** Loads the revision that went live; a store that fails meanwhile is tried again shortly. */
  async function catchUp(reason: string, id: string | undefined): Promise<void> {
    if (id === undefined) return;
    wanted = id;
    if (id === served) return;
    clearTimeout(retry);
    try {
      const revision = await backend.revision(id);
      if (!revision || wanted !== id) return;
      // the publisher judged it with this gate before it went live; the start above judges again
      store.apply(load(revision.files, revision.lint.errors === 0), `${reason} ${id}`);
      served = id;
      report();
    } catch (error) {
      log(`config: loading ${id} from the config store failed (${errorText(error)}); trying again`, {
        event: 'config.loadFailed',
        level: 'error',
        revision: id,
        err: error,
      });
      retry = setTimeout(() => void catchUp(reason, wanted), 500);
      retry.unref?.();
    }
  }

  const stop = backend.onLive(
    (id) => void catchUp('published', id),
    (next) => {
      health = next;
      report();
    },
  );
  report();
  store.setWatching(source.watching);
  return store;
}

/**
 * Watches the directory and publishes each edit (debounced: an editor's save is several writes);
 * `show` hears every outcome. Returns the import for SIGHUP, and the stop.
 */
export function watchDir(source: ConfigSource, env: NodeJS.ProcessEnv, log: EventLog, show: (result: FilesResult) => void) {
  const importer = dirImporter({ dir: source.dir, store: source.backend, publisher: source.publisher, env });
  let timer: ReturnType<typeof setTimeout> | undefined;
  let running: Promise<void> = Promise.resolve();
  const run = (reason: string): Promise<void> => {
    running = running.then(async () => {
      try {
        const result = await importer.run(reason);
        if (result.kind === 'published')
          log(`config: published ${source.dir} as ${result.revision.id} (${result.revision.contentId}; ${reason})`, {
            event: 'config.imported',
            dir: source.dir,
            revision: result.revision.id,
            contentId: result.revision.contentId,
            reason,
          });
        show(result);
      } catch (error) {
        const message = `the config store could not take the edit (${error instanceof Error ? error.message : String(error)})`;
        show({ kind: 'refused', reason, message, problems: [], report: message });
      }
    });
    return running;
  };
  let watcher: { close(): void } | undefined = watchTree(
    source.dir,
    () => {
      clearTimeout(timer);
      timer = setTimeout(() => void run('files changed'), 200);
    },
    (error) => {
      log(`config: watching ${source.dir} stopped (${error.message}); send SIGHUP to publish it`, {
        event: 'config.watchStopped',
        level: 'error',
        dir: source.dir,
        err: error,
      });
      watcher?.close();
      watcher = undefined;
    },
  );
  return {
    run,
    close() {
      clearTimeout(timer);
      watcher?.close();
      watcher = undefined;
    },
  };
}

/**
 * One process that both imports and serves (`npm run dev`, tests): the store opened and seeded,
 * its live revision served and followed, and CONFIG_DIR watched when watching is on.
 */
export async function openServedConfig(
  root: string,
  env: NodeJS.ProcessEnv,
  log: EventLog,
): Promise<{ dir: string; store: ServedConfig; source: ConfigSource }> {
  const source = await openConfigSource(root, env, log, true);
  let watcher: ReturnType<typeof watchDir> | undefined;
  let store: ServedConfig;
  try {
    store = await followLive(source, root, env, log, {
      beforeReload: async (reason) => {
        await watcher?.run(reason);
      },
      onClose: () => watcher?.close(),
    });
  } catch (error) {
    await source.backend.close();
    throw error;
  }
  if (source.watching) watcher = watchDir(source, env, log, (result) => showFilesResult(store, result));
  return { dir: source.dir, store, source };
}

/**
 * A cluster worker: serves and follows the live revision; the primary imports the watched
 * directory (one importer for every worker) and sends each outcome, shown in this status too.
 */
export async function openWorkerConfigStore(
  root: string,
  env: NodeJS.ProcessEnv,
  log: EventLog,
): Promise<{ dir: string; store: ServedConfig; source: ConfigSource }> {
  const source = await openConfigSource(root, env, log, false);
  let store: ServedConfig;
  try {
    store = await followLive(source, root, env, log);
  } catch (error) {
    await source.backend.close();
    throw error;
  }
  process.on('message', (message: unknown) => {
    if (isFilesMessage(message) && message.result) showFilesResult(store, message.result);
  });
  return { dir: source.dir, store, source };
}
