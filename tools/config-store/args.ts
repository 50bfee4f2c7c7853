export class UsageError extends Error {}

export const USAGE = `usage: config-store import <dir> [--message TEXT] [--author NAME] [--force]
       config-store export <revision|live> <dir>
       config-store history [--limit N]
       config-store sites

The config store the server serves from: CONFIG_STORE_URL (postgres://… or a SQLite file), else the
embedded file (beside CONFIG_DIR when it is set, else data/config-store.sqlite).
  import    publishes a directory's .json files through the config-lint gate (and the fleet check)
            as a new live revision; nothing is stored when a rule reports an error
  --force   an admin's audited override of the fleet check (a set that takes live sites down)
  export    writes a revision's files (\`live\`: the live one) into a new or empty directory, byte for byte
  history   the newest revisions: id, content id, kind, author, time, message
  sites     the fleet the servers recorded, as a sites file for \`config-lint --sites\`
Exit 0 when done (an import of what is already live changes nothing), 1 when lint errors (or the fleet
check) refused an import, 2 on usage, I/O or store errors.`;

export type Command =
  | { name: 'import'; dir: string; message: string | undefined; author: string | undefined; force: boolean }
  | { name: 'export'; revision: string; dir: string }
  | { name: 'history'; limit: number }
  | { name: 'sites' }
  | { name: 'help' };

export function parseArgs(argv: readonly string[]): Command {
  const positional: string[] = [];
  const flags: Record<string, string | true> = {};
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i] ?? '';
    if (arg === '--help' || arg === '-h') return { name: 'help' };
    if (arg === '--force') flags['force'] = true;
    else if (arg === '--message' || arg === '--author' || arg === '--limit') {
      const value = argv[++i];
      if (value === undefined) throw new UsageError(`${arg} needs a value`);
      flags[arg.slice(2)] = value;
    } else if (arg.startsWith('-')) throw new UsageError(`unknown option ${arg}`);
    else positional.push(arg);
  }
  const [name, ...rest] = positional;
  const text = (key: string) => (typeof flags[key] === 'string' ? flags[key] : undefined);
  const only = (allowed: string[]) => {
    const extra = Object.keys(flags).filter((k) => !allowed.includes(k));
    if (extra.length) throw new UsageError(`--${extra[0]} does not go with ${name}`);
  };
  if (name === 'import') {
    only(['message', 'author', 'force']);
    if (rest.length !== 1 || !rest[0]) throw new UsageError('import takes one directory');
    return { name, dir: rest[0], message: text('message'), author: text('author'), force: flags['force'] === true };
  }
  if (name === 'export') {
    only([]);
    if (rest.length !== 2 || !rest[0] || !rest[1]) throw new UsageError('export takes a revision (or live) and a directory');
    return { name, revision: rest[0], dir: rest[1] };
  }
  if (name === 'history') {
    only(['limit']);
    const limit = Number(text('limit') ?? 20);
    if (!Number.isInteger(limit) || limit < 1 || limit > 1000) throw new UsageError('--limit needs a whole number from 1 to 1000');
    return { name, limit };
  }
  if (name === 'sites') {
    only([]);
    return { name };
  }
  throw new UsageError(name ? `unknown command ${name}` : 'no command');
}
