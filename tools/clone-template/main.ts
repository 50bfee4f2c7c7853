import { relative, resolve } from 'node:path';
import { lint } from '../../engine/lint/lint.ts';
import { REPO_ROOT } from '../../engine/project/repo.ts';
import { CloneError, cloneTemplate, type CloneOptions } from '../../engine/project/clone-template.ts';

const USAGE = `usage: clone-template <from> <to> [--flatten] [--layout templateN] [--force] [--root DIR]

Writes site-configs/templates/<to>.json: "extends": <from> plus a patch (or, with --flatten,
the fully resolved template), its colour schemes named color{N}-1…5 for its layout templateN,
then lints it. Exit 0 when the new template passes config-lint.`;

export function main(argv: readonly string[]): number {
  const positional: string[] = [];
  const opts: Partial<CloneOptions> = {};
  for (let i = 0; i < argv.length; i++) {
    const a = argv[i] ?? '';
    if (a === '--flatten') opts.flatten = true;
    else if (a === '--force') opts.force = true;
    else if (a === '--layout' || a === '--root') {
      const v = argv[++i];
      if (v === undefined) return usage(`${a} needs a value`);
      if (a === '--layout') opts.layout = v;
      else opts.root = v;
    } else if (a === '--help' || a === '-h') {
      console.log(USAGE);
      return 0;
    } else if (a.startsWith('-')) return usage(`unknown option ${a}`);
    else positional.push(a);
  }
  const [from, to] = positional;
  if (!from || !to || positional.length > 2) return usage('needs <from> and <to>');
  try {
    // the directory the server serves (CONFIG_DIR) unless --root names a project
    const configDir = opts.root ? undefined : process.env['CONFIG_DIR'] ? resolve(process.env['CONFIG_DIR']) : undefined;
    const result = cloneTemplate({ ...opts, from, to, ...(configDir ? { configDir } : {}) });
    const root = opts.root ?? REPO_ROOT;
    console.log(`wrote ${relative(process.cwd(), result.path) || result.path} (layout ${result.layout}, schemes ${result.schemeNames.join(', ')})`);
    const report = lint({ root, paths: [result.path], ...(configDir ? { configDir } : {}) });
    for (const p of report.problems) console.log(`${p.file}:${p.line}:${p.column}  ${p.ruleId}  ${p.message}`);
    if (report.errorCount) {
      console.error(`clone-template: the new template has ${report.errorCount} lint error(s)`);
      return 1;
    }
    console.log(`config-lint: ${to} passes. Preview it: npm run preview -- --template ${to}`);
    return 0;
  } catch (e) {
    if (e instanceof CloneError) {
      console.error(`clone-template: ${e.message}`);
      return 2;
    }
    throw e;
  }
}

function usage(message: string): number {
  console.error(`clone-template: ${message}\n${USAGE}`);
  return 2;
}
