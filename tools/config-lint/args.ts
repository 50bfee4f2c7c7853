import { UsageError } from './lint.ts';

export type Format = 'text' | 'json' | 'github' | 'sarif';

export interface CliArgs {
  format: Format;
  maxWarnings: number | undefined;
  paths: string[];
  root: string | undefined;
  help: boolean;
}

const FORMATS: readonly string[] = ['text', 'json', 'github', 'sarif'];

export const USAGE = `usage: config-lint [paths…] [--format text|json|github|sarif] [--max-warnings N] [--root DIR]

Lints site-configs/ (default) or the given files and directories.
Exit 0 when clean, 1 when there is an error (or more warnings than --max-warnings), 2 on usage or internal error
(one line naming the rule and file; --debug adds the stack).`;

export function parseArgs(argv: readonly string[]): CliArgs {
  const out: CliArgs = { format: 'text', maxWarnings: undefined, paths: [], root: undefined, help: false };
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
    else if (flag.startsWith('-')) throw new UsageError(`unknown option ${flag}`);
    else out.paths.push(arg);
  }
  return out;
}
