import { existsSync, mkdirSync, readdirSync, writeFileSync } from 'node:fs';
import { userInfo } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { contentIdOf } from '../../engine/store/content-id.ts';
import { openStoreFromEnv } from '../../engine/store/open.ts';
import { createPublisher, problemLines } from '../../engine/store/publish.ts';
import type { ConfigStoreBackend } from '../../engine/store/types.ts';
import { readConfigFiles, ruleConfigRoot } from '../../engine/lint/gate.ts';
import { REPO_ROOT } from '../../engine/project/repo.ts';
import { parseArgs, USAGE, UsageError, type Command } from './args.ts';

export interface Io {
  out: (line: string) => void;
  err: (line: string) => void;
}

const CONSOLE: Io = { out: (l) => console.log(l), err: (l) => console.error(l) };

function who(): string {
  try {
    return `cli:${userInfo().username}`;
  } catch {
    return 'cli';
  }
}

async function importDir(store: ConfigStoreBackend, command: Extract<Command, { name: 'import' }>, env: NodeJS.ProcessEnv, io: Io): Promise<number> {
  const dir = resolve(command.dir);
  let files;
  try {
    files = readConfigFiles(dir);
  } catch (error) {
    io.err(`config-store: cannot read ${command.dir} (${error instanceof Error ? error.message.split('\n')[0] : String(error)})`);
    return 2;
  }
  const publisher = createPublisher({ store, ruleRoot: ruleConfigRoot(dir), allowErrorSuppressions: env['CONFIG_ALLOW_ERROR_SUPPRESSIONS'] === '1' });
  const author = command.author ?? who();
  for (let attempt = 0; attempt < 3; attempt++) {
    const [live] = (await store.history({ limit: 1 })).items;
    if (live?.contentId === contentIdOf(files)) {
      io.out(`config-store: ${command.dir} is what is live already (${live.id}, ${live.contentId}); nothing to publish`);
      return 0;
    }
    const outcome = await publisher.publish({
      files,
      parent: live?.id ?? null,
      author,
      message: command.message ?? `imported from ${command.dir}`,
      kind: live ? 'import' : 'seed',
      force: command.force,
    });
    if (outcome.ok) {
      const warnings = outcome.lint.warnings ? ` with ${outcome.lint.warnings} warning${outcome.lint.warnings === 1 ? '' : 's'}` : '';
      io.out(`config-store: published ${outcome.revision.id} (${outcome.revision.contentId}) from ${command.dir}${warnings}; it is live`);
      if (outcome.forced) io.out(`config-store: FORCED past the fleet check: it takes down ${outcome.forced.domains.join(', ')}`);
      return 0;
    }
    if (outcome.status === 422) {
      io.out(outcome.report ?? problemLines(outcome.lint));
      io.err(`config-store: refused (${outcome.message}); nothing was stored`);
      return 1;
    }
  }
  io.err('config-store: three other publishes went live while this one was judged; run it again');
  return 2;
}

async function exportRevision(store: ConfigStoreBackend, command: Extract<Command, { name: 'export' }>, io: Io): Promise<number> {
  const revision = command.revision === 'live' ? await store.live() : await store.revision(command.revision);
  if (!revision) {
    io.err(command.revision === 'live' ? 'config-store: nothing is live yet' : `config-store: no revision ${command.revision} (see config-store history)`);
    return 2;
  }
  const dir = resolve(command.dir);
  if (existsSync(dir) && readdirSync(dir).length > 0) {
    io.err(`config-store: ${command.dir} is not empty; export writes into a new or empty directory only`);
    return 2;
  }
  for (const [path, text] of Object.entries(revision.files)) {
    const file = join(dir, ...path.split('/'));
    mkdirSync(dirname(file), { recursive: true });
    writeFileSync(file, text);
  }
  io.out(`config-store: wrote ${Object.keys(revision.files).length} files of ${revision.id} (${revision.contentId}) to ${command.dir}`);
  return 0;
}

async function run(store: ConfigStoreBackend, command: Command, env: NodeJS.ProcessEnv, io: Io): Promise<number> {
  if (command.name === 'import') return importDir(store, command, env, io);
  if (command.name === 'export') return exportRevision(store, command, io);
  if (command.name === 'history') {
    const live = await store.liveId();
    for (const r of (await store.history({ limit: command.limit })).items) {
      io.out(`${r.id === live ? '*' : ' '} ${r.id}  ${r.contentId}  ${r.kind.padEnd(8)}  ${r.author}  ${r.createdAt}  ${r.message}`);
    }
    return 0;
  }
  if (command.name === 'sites') {
    io.out(JSON.stringify({ sites: await store.sites() }, null, 2));
    return 0;
  }
  io.out(USAGE);
  return 0;
}

/** Exit codes as config-lint's: 0 done, 1 refused by lint, 2 usage, I/O or store error. */
export async function main(argv: readonly string[], env: NodeJS.ProcessEnv = process.env, io: Io = CONSOLE): Promise<number> {
  let command: Command;
  try {
    command = parseArgs(argv);
  } catch (error) {
    if (!(error instanceof UsageError)) throw error;
    io.err(`config-store: ${error.message}\n${USAGE}`);
    return 2;
  }
  if (command.name === 'help') {
    io.out(USAGE);
    return 0;
  }
  let store: ConfigStoreBackend;
  try {
    store = await openStoreFromEnv(env, REPO_ROOT);
  } catch (error) {
    io.err(`config-store: cannot open the config store (${error instanceof Error ? error.message : String(error)})`);
    return 2;
  }
  try {
    return await run(store, command, env, io);
  } catch (error) {
    io.err(`config-store: ${error instanceof Error ? error.message.split('\n')[0] : String(error)}`);
    return 2;
  } finally {
    await store.close();
  }
}
