import { UsageError } from '../../engine/lint/usage-error.ts';

export type Format = 'text' | 'json' | 'github' | 'sarif';

export interface CliArgs {
  format: Format;
  maxWarnings: number | undefined;
  paths: string[];
  root: string | undefined;
  help: boolean;
  /** apply safe fixes in place */
  fix: boolean;
  /** with --fix: print a unified diff instead of writing */
  dryRun: boolean;
  listRules: boolean;
  watch: boolean;
  /** lint the text on standard input as if it were the file --filename */
  stdin: boolean;
  filename: string | undefined;
  /** what docs/ links resolve against; default from package.json homepage */
  docsBaseUrl: string | undefined;
  /** the live sites to check the set against; default: the fleet the server recorded beside the config directory */
  sites: string | undefined;
  /** reuse the verdict of an earlier run when nothing it read changed (cache.ts); --no-cache: off */
  cache: boolean;
  /** the cache file; default: .config-lint-cache in the package */
  cacheLocation: string | undefined;
  /** --date YYYY-MM-DD: judge the dated jurisdiction rules in force on that day (default: today) */
  date: string | undefined;
}

const FORMATS: readonly string[] = ['text', 'json', 'github', 'sarif'];

export const USAGE = `usage: config-lint [paths…] [--format text|json|github|sarif] [--max-warnings N] [--root DIR]
       config-lint --fix [--dry-run] [paths…]
       config-lint --stdin --filename FILE [--fix]
       config-lint --watch [paths…]
       config-lint --list-rules [--format text|json]

Lints the given files and directories, else CONFIG_DIR when set, else site-configs/.
  --fix               apply safe fixes (did-you-mean renames, migrations, redundant overrides) in place
  --dry-run           with --fix: print the changes as a unified diff, write nothing
  --stdin             lint standard input as the content of --filename (an editor's unsaved buffer);
                      with --fix, print the fixed text
  --watch             lint again whenever a config changes
  --list-rules        every rule: id, default severity, description, docs URL
  --docs-base-url U   base of the docs links in SARIF (default: package.json "homepage")
  --sites FILE        live sites ({ "sites": [{ "domain", "theme_code", "theme_color", "languages"? }] }): an
                      error when the set drops a template or scheme one uses, a warning when brand copy
                      lacks a language one offers (default: the fleet the servers recorded in
                      the embedded config store of the directory, else <config dir>.fleet.json or
                      FLEET_FILE, when it exists; a Postgres store: \`config-store sites > FILE\`)
  --no-cache          lint every file again (by default a run whose every input, the tool and its
                      arguments are unchanged reuses the last verdict: docs/config-lint.md#cache)
  --cache-location F  the cache file (default .config-lint-cache beside package.json)
  --date YYYY-MM-DD   judge the jurisdiction rules in force on that day (default: today, UTC)
  --debug             with an internal error, print its stack
Rules are configured in config-lint.json at the project root (docs/config-lint.md#rule-configuration).
Exit 0 when clean, 1 when there is an error (or more warnings than --max-warnings), 2 on usage or internal error
(one line naming the rule and file; --debug adds the stack).`;

/** A calendar day that exists, as YYYY-MM-DD: what --date takes. */
export function dateArg(v: string): string {
  const ok = /^\d{4}-\d{2}-\d{2}$/.test(v) && !Number.isNaN(Date.parse(`${v}T00:00:00Z`)) && new Date(`${v}T00:00:00Z`).toISOString().startsWith(v);
  if (!ok) throw new UsageError(`--date needs a day as YYYY-MM-DD, got "${v}"`);
  return v;
}

export function parseArgs(argv: readonly string[]): CliArgs {
  const out: CliArgs = {
    format: 'text',
    maxWarnings: undefined,
    paths: [],
    root: undefined,
    help: false,
    fix: false,
    dryRun: false,
    listRules: false,
    watch: false,
    stdin: false,
    filename: undefined,
    docsBaseUrl: undefined,
    sites: undefined,
    cache: true,
    cacheLocation: undefined,
    date: undefined,
  };
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i] ?? '';
    const [flag, inline] = arg.startsWith('--') && arg.includes('=') ? [arg.slice(0, arg.indexOf('=')), arg.slice(arg.indexOf('=') + 1)] : [arg, undefined];
    const value = () => {
      const v = inline ?? argv[++i];
      if (v === undefined) throw new UsageError(`${flag} needs a value`);
      return v;
    };
    if (flag === '--help' || flag === '-h') out.help = true;
    else if (flag === '--format' || flag === '-f') {
      const f = value();
      if (!FORMATS.includes(f)) throw new UsageError(`unknown format "${f}" (text, json, github, sarif)`);
      out.format = f as Format;
    } else if (flag === '--max-warnings') {
      const v = value();
      if (!/^\d+$/.test(v)) throw new UsageError(`--max-warnings needs a whole number, got "${v}"`);
      out.maxWarnings = Number(v);
    } else if (flag === '--root') out.root = value();
    else if (flag === '--fix') out.fix = true;
    else if (flag === '--dry-run') out.dryRun = true;
    else if (flag === '--list-rules') out.listRules = true;
    else if (flag === '--watch') out.watch = true;
    else if (flag === '--stdin') out.stdin = true;
    else if (flag === '--filename') out.filename = value();
    else if (flag === '--docs-base-url') out.docsBaseUrl = value();
    else if (flag === '--sites') out.sites = value();
    else if (flag === '--cache') out.cache = true;
    else if (flag === '--no-cache') out.cache = false;
    else if (flag === '--cache-location') out.cacheLocation = value();
    else if (flag === '--date') out.date = dateArg(value());
    else if (flag.startsWith('-')) throw new UsageError(`unknown option ${flag}`);
    else out.paths.push(arg);
  }
  if (out.dryRun && !out.fix) throw new UsageError('--dry-run goes with --fix');
  if (out.stdin && !out.filename) throw new UsageError('--stdin needs --filename (the path the text stands for)');
  if (out.filename && !out.stdin) throw new UsageError('--filename goes with --stdin');
  if (out.stdin && out.paths.length) throw new UsageError('--stdin lints only --filename: give no other paths');
  if (out.watch && (out.fix || out.stdin)) throw new UsageError('--watch cannot be combined with --fix or --stdin');
  if (out.listRules && out.format !== 'text' && out.format !== 'json') throw new UsageError('--list-rules prints text or json');
  return out;
}

/** Whether the arguments ask for more than one lint printed once. */
export function isMode(args: CliArgs): boolean {
  return args.listRules || args.fix || args.watch || args.stdin;
}
