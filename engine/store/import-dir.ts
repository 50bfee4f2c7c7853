import { basename } from 'node:path';
import { contentIdOf } from './content-id.ts';
import type { FilesResult } from './files-result.ts';
import { forceFrom, readConfigFiles } from './gate.ts';
import type { createPublisher } from './publish.ts';
import type { ConfigStoreBackend, FileMap, RevisionMeta } from './types.ts';

type Publisher = ReturnType<typeof createPublisher>;

export interface DirImporter {
  /** publishes the directory (kind 'files') if it differs from what is live */
  run(reason: string): Promise<FilesResult>;
  /**
   * At start: publishes the directory only if it changed since the last revision published from
   * files (edited while no server watched it); a later publish through the API stays live.
   */
  runAtStart(): Promise<FilesResult | undefined>;
}

/** The newest revision that came from a directory (the seed, or a watched directory's publish). */
async function lastFromFiles(store: ConfigStoreBackend): Promise<RevisionMeta | undefined> {
  let before: string | undefined;
  for (let pages = 0; pages < 100; pages++) {
    const page = await store.history({ limit: 100, ...(before ? { before } : {}) });
    const found = page.items.find((r) => r.kind === 'files' || r.kind === 'seed');
    if (found || !page.next) return found;
    before = page.next;
  }
  return undefined;
}

/**
 * A watched CONFIG_DIR as a source of publishes: its `.json` files, read as one set, go through
 * the publisher as kind 'files' by author 'files'. `<dir>/.force` (or CONFIG_FORCE) naming the
 * set's revision is the admin's override of the fleet check, as before the store.
 */
export function dirImporter(options: { dir: string; store: ConfigStoreBackend; publisher: Publisher; env: NodeJS.ProcessEnv }): DirImporter {
  const { dir, store, publisher } = options;
  const force = forceFrom(options.env);

  async function publish(files: FileMap, contentId: string, reason: string): Promise<FilesResult> {
    for (let attempt = 0; ; attempt++) {
      const [live] = (await store.history({ limit: 1 })).items;
      if (live?.contentId === contentId) return { kind: 'unchanged', contentId };
      const by = force(contentId, dir);
      const outcome = await publisher.publish({
        files,
        parent: live?.id ?? null,
        author: 'files',
        message: reason,
        kind: 'files',
        ...(by ? { force: true } : {}),
      });
      if (outcome.ok) {
        return {
          kind: 'published',
          revision: outcome.revision,
          ...(outcome.forced && by ? { forced: { revision: contentId, by, domains: outcome.forced.domains, problems: outcome.forced.problems } } : {}),
        };
      }
      if (outcome.status === 422)
        return {
          kind: 'refused',
          reason,
          message: outcome.message,
          // named inside the watched directory, as config-lint names them there
          problems: outcome.lint.problems.map((p) => ({ ...p, file: p.file && `${basename(dir)}/${p.file}` })),
          report: outcome.report ?? outcome.message,
        };
      // another publish went live in between: judge again on top of it
      if (attempt >= 2)
        return {
          kind: 'refused',
          reason,
          message: 'three publishes raced this one; save again',
          problems: [],
          report: 'config: the watched directory lost three publish races in a row',
        };
    }
  }

  function read(reason: string): { files: FileMap; contentId: string } | FilesResult {
    try {
      const files = readConfigFiles(dir);
      return { files, contentId: contentIdOf(files) };
    } catch (error) {
      const message = `the config directory cannot be read (${error instanceof Error ? error.message.split('\n')[0] : String(error)})`;
      return { kind: 'refused', reason, message, problems: [], report: message };
    }
  }

  return {
    async run(reason) {
      const got = read(reason);
      return 'kind' in got ? got : publish(got.files, got.contentId, reason);
    },
    async runAtStart() {
      const got = read('start');
      if ('kind' in got) return got;
      const last = await lastFromFiles(store);
      if (last?.contentId === got.contentId) return undefined;
      return publish(got.files, got.contentId, 'files changed while no server watched them');
    },
  };
}
