/**
 * config-lint against ajv-cli on the same files (ajv: schema only, one process per config kind,
 * as ajv-cli takes one schema per run), and config-lint's start against a bare `node -e 0`: the bin
 * cold (--no-cache) and with its cache warm (nothing changed), taken in turn in the same runs so a
 * shared machine's load weighs on each alike. Prints median wall times and the ratios.
 *   npx tsx tools/config-lint/bench.ts [runs]
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { REPO_ROOT } from '../../engine/project/repo.ts';
import { lint } from '../../engine/lint/lint.ts';
import { currentBundle } from '../bin/run.mjs';
import { buildClis } from '../build-clis.ts';

const runs = Number(process.argv[2] ?? 10);
const gen = join(REPO_ROOT, 'schemas', 'generated');
const bin = (name: string) => join(REPO_ROOT, 'node_modules', '.bin', name);

const AJV_RUNS: [schema: string, data: string][] = [
  ['routes.schema.json', 'site-configs/routes.json'],
  ['layout.schema.json', 'site-configs/layouts/*.json'],
  ['page.schema.json', 'site-configs/pages/*.json'],
  ['template.schema.json', 'site-configs/templates/*.json'],
];

function wall(fn: () => void): number {
  const t0 = performance.now();
  fn();
  return performance.now() - t0;
}

function median(xs: number[]): number {
  const s = [...xs].sort((a, b) => a - b);
  const mid = s.length >> 1;
  return s.length % 2 ? (s[mid] ?? 0) : ((s[mid - 1] ?? 0) + (s[mid] ?? 0)) / 2;
}

function run(cmd: string, args: string[]): void {
  const r = spawnSync(cmd, args, { cwd: REPO_ROOT, encoding: 'utf8' });
  // ajv exits 1 on invalid data (template patches are partial on their own): only a crash counts
  if (r.error || r.status === null || r.status > 1) throw new Error(`${cmd} ${args.join(' ')} failed: ${r.error?.message ?? r.stderr}`);
}

// what `npx config-lint` runs: the prebuilt bundle, when it is current
if (!currentBundle('config-lint')) await buildClis(['config-lint']);
const lintBin = join(REPO_ROOT, 'tools', 'bin', 'config-lint.mjs');
const cacheDir = mkdtempSync(join(tmpdir(), 'config-lint-bench-'));
const cached = [lintBin, '--cache-location', join(cacheDir, 'cache.json')];
run(process.execPath, cached);

const bareNode: number[] = [];
const lintCached: number[] = [];
const lintCli: number[] = [];
const ajvCli: number[] = [];
const inProcess: number[] = [];
for (let i = 0; i < runs; i++) {
  bareNode.push(wall(() => run(process.execPath, ['-e', '0'])));
  lintCached.push(wall(() => run(process.execPath, cached)));
  lintCli.push(wall(() => run(process.execPath, [lintBin, '--no-cache'])));
  ajvCli.push(
    wall(() => {
      for (const [schema, data] of AJV_RUNS) {
        run(bin('ajv'), [
          'validate',
          '--spec=draft7',
          '--all-errors',
          '--strict=false',
          '-s',
          join(gen, schema),
          '-r',
          join(gen, 'node.schema.json'),
          '-d',
          data,
        ]);
      }
    }),
  );
  inProcess.push(lint().ms);
}

rmSync(cacheDir, { recursive: true, force: true });

const l = median(lintCli);
const a = median(ajvCli);
const n = median(bareNode);
const c = median(lintCached);
const files = lint().fileCount;
console.log(`config-lint bench: ${files} files, ${runs} runs, medians`);
console.log(`  node -e 0 (a bare Node start)                        ${n.toFixed(0)} ms wall`);
console.log(`  config-lint CLI cached (nothing changed)             ${c.toFixed(0)} ms wall`);
console.log(`  ratio cached / node -e 0                              ${(c / n).toFixed(2)}×`);
console.log(`  config-lint CLI (all rules, one process, --no-cache) ${l.toFixed(0)} ms wall`);
console.log(`  ratio cold / node -e 0                                ${(l / n).toFixed(2)}×`);
console.log(`  ajv-cli (schema only, ${AJV_RUNS.length} processes, one per kind)  ${a.toFixed(0)} ms wall`);
console.log(`  ratio ajv-cli / config-lint                           ${(a / l).toFixed(2)}×`);
console.log(`  ajv-cli per process (one kind)                        ${(a / AJV_RUNS.length).toFixed(0)} ms wall`);
console.log(`  config-lint in process (after module load)            ${median(inProcess).toFixed(1)} ms`);
