import { resolve } from 'node:path';
import { impactReport, type ImpactReport } from '../../engine/compliance/impact.ts';
import { loadProject } from '../../engine/project/project.ts';
import { REPO_ROOT } from '../../engine/project/repo.ts';
import type { JurisdictionPack } from '../../schemas/jurisdiction-pack.ts';
import { dayOf, PACKS } from '../../schemas/jurisdiction-packs/index.ts';
import { dateArg } from '../config-lint/args.ts';

const USAGE = `usage: compliance impact --date YYYY-MM-DD [--format text|json] [--root DIR]

Lists the jurisdiction rules that come into force after today and by --date, and for every brand
what in its config breaks them (file, JSON pointer, fix). Reads CONFIG_DIR when set, else
site-configs/. Exit 0 when no brand breaks one, 1 when one does, 2 on a usage error.`;

/** What a run needs from outside: the clock and the packs (a test's own), the environment and where output goes. */
export interface ComplianceIo {
  now: () => number;
  packs: readonly JurisdictionPack[];
  env: NodeJS.ProcessEnv;
  out: (text: string) => void;
  err: (text: string) => void;
}

const DEFAULT_IO: ComplianceIo = { now: Date.now, packs: PACKS, env: process.env, out: console.log, err: console.error };

function text(report: ImpactReport): string {
  const lines = [`Rules coming into force after ${report.today} and by ${report.date}: ${report.rules.length}`];
  for (const r of report.rules) {
    const where = [r.source.document, r.source.section, r.source.url].filter(Boolean).join(', ');
    lines.push(`  ${r.from}  ${r.id} (${r.regulator})${r.confirmed ? '' : ' [not confirmed]'}: ${r.summary} — ${where}`);
  }
  if (report.breaches.length === 0) {
    lines.push('No brand breaks them.');
    return lines.join('\n');
  }
  lines.push(`Brands that would break them: ${new Set(report.breaches.map((b) => b.template)).size}`);
  for (const b of report.breaches) {
    lines.push(`  ${b.template}  ${b.rule} from ${b.from}: ${b.message}`);
    lines.push(`    ${b.file}:${b.line}  ${b.pointer}`);
    if (b.fix) lines.push(`    fix: ${b.fix}`);
  }
  return lines.join('\n');
}

function usage(message: string, io: ComplianceIo): number {
  io.err(`compliance: ${message}\n${USAGE}`);
  return 2;
}

export function main(argv: readonly string[], io: ComplianceIo = DEFAULT_IO): number {
  const [command, ...rest] = argv;
  if (command === '--help' || command === '-h') {
    io.out(USAGE);
    return 0;
  }
  if (command !== 'impact') return usage(command ? `unknown command ${command}` : 'a command is needed', io);
  let date: string | undefined;
  let format = 'text';
  let root: string | undefined;
  for (let i = 0; i < rest.length; i++) {
    const arg = rest[i] ?? '';
    const [flag, inline] = arg.includes('=') ? [arg.slice(0, arg.indexOf('=')), arg.slice(arg.indexOf('=') + 1)] : [arg, undefined];
    const value = inline ?? rest[++i];
    if (value === undefined) return usage(`${flag} needs a value`, io);
    if (flag === '--date') {
      try {
        date = dateArg(value);
      } catch (e) {
        return usage(e instanceof Error ? e.message : String(e), io);
      }
    } else if (flag === '--format') {
      if (value !== 'text' && value !== 'json') return usage(`unknown format "${value}" (text, json)`, io);
      format = value;
    } else if (flag === '--root') root = value;
    else return usage(`unknown option ${flag}`, io);
  }
  if (!date) return usage('--date is needed', io);
  const today = dayOf(io.now());
  if (date < today) return usage(`--date ${date} is before today (${today})`, io);
  const projectRoot = resolve(root ?? REPO_ROOT);
  const fromEnv = io.env['CONFIG_DIR'];
  const project = loadProject(projectRoot, [], undefined, undefined, fromEnv && !root ? resolve(fromEnv) : undefined);
  const report = impactReport(project, today, date, io.packs);
  io.out(format === 'json' ? JSON.stringify(report, null, 2) : text(report));
  return report.breaches.length ? 1 : 0;
}
