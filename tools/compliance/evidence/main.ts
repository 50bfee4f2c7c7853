/**
 * `compliance evidence`: what one brand served in a window, as a zip a compliance officer can hand
 * on (docs/compliance.md "Evidence pack"). Reads the config store; renders each revision with the
 * production build.
 */
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { strToU8 } from 'fflate';
import { loadProject } from '../../../engine/project/project.ts';
import { DEFAULT_BREAKPOINTS } from '../../../engine/project/breakpoints.ts';
import { REPO_ROOT } from '../../../engine/project/repo.ts';
import { openStoreFromEnv, storeUrlFrom } from '../../../engine/store/open.ts';
import type { ConfigStoreBackend } from '../../../engine/store/types.ts';
import { toolVersion } from '../../config-lint/format-result.ts';
import { EVIDENCE_USAGE, EvidenceUsageError, parseEvidenceArgs, windowOf, type EvidenceArgs } from './args.ts';
import { auditEvidence } from './audit.ts';
import { brandDiff } from './brand-diff.ts';
import { lintAt } from './lint-at.ts';
import { packZip } from './manifest.ts';
import { buildProblem, openRenderer, type Renderer, type Shot } from './render.ts';
import { selectRevisions, type Selected } from './select.ts';

export interface EvidenceIo {
  env: NodeJS.ProcessEnv;
  now: () => Date;
  out: (text: string) => void;
  err: (text: string) => void;
}

const DEFAULT_IO: EvidenceIo = { env: process.env, now: () => new Date(), out: console.log, err: console.error };

const json = (value: unknown) => strToU8(`${JSON.stringify(value, null, 2)}\n`);
const firstLine = (e: unknown) => (e instanceof Error ? (e.message.split('\n')[0] ?? e.message) : String(e));

/** A store file that is not there would be made empty by opening it: an evidence run only reads. */
function missingStore(env: NodeJS.ProcessEnv): string | undefined {
  const url = storeUrlFrom(env, REPO_ROOT);
  if (/^postgres(ql)?:\/\//i.test(url) || url === 'memory:') return undefined;
  const path = resolve(url.startsWith('file:') ? url.slice('file:'.length) : url);
  return existsSync(path) ? undefined : `no config store at ${path} (set CONFIG_STORE_URL)`;
}

interface RevisionResult {
  dir: string;
  selected: Selected;
  lint?: { errors: number; warnings: number };
  lintError?: string;
  shots: Shot[];
}

async function packRevision(
  index: number,
  s: Selected,
  ctx: { brand: string; work: string; renderer: Renderer; files: Map<string, Uint8Array>; version: string; log: (t: string) => void },
): Promise<RevisionResult> {
  const { revision } = s;
  const dir = `revisions/${String(index + 1).padStart(2, '0')}-${revision.id}`;
  const configDir = join(ctx.work, revision.id, 'site-configs');
  for (const [path, text] of Object.entries(revision.files)) {
    const file = join(configDir, ...path.split('/'));
    mkdirSync(dirname(file), { recursive: true });
    writeFileSync(file, text);
  }
  const { lint: stored, files: _files, ...meta } = revision;
  ctx.files.set(`${dir}/revision.json`, json({ ...meta, role: s.role, storedLint: { errors: stored.errors, warnings: stored.warnings } }));
  const heading = `${revision.id} (${revision.contentId}) ${revision.kind} by ${revision.author} at ${revision.createdAt}: ${revision.message}`;
  const diff = brandDiff(ctx.brand, s.before, revision.files, heading);
  ctx.files.set(`${dir}/diff.txt`, strToU8(diff.text));
  ctx.files.set(`${dir}/diff.json`, json(diff.json));
  const result: RevisionResult = { dir, selected: s, shots: [] };
  try {
    const verdict = lintAt(configDir, revision.createdAt, ctx.version);
    ctx.files.set(`${dir}/lint.sarif`, strToU8(verdict.sarif));
    result.lint = { errors: verdict.errors, warnings: verdict.warnings };
  } catch (e) {
    result.lintError = firstLine(e);
  }
  const template = loadProject(REPO_ROOT, [], undefined, undefined, configDir).templates.get(ctx.brand);
  ctx.log(`compliance: rendering ${ctx.brand} at ${revision.id}`);
  result.shots = await ctx.renderer.render(revision, configDir, template?.breakpoints ?? DEFAULT_BREAKPOINTS);
  for (const shot of result.shots) if (shot.png) ctx.files.set(`${dir}/screenshots/${shot.file}`, shot.png);
  ctx.files.set(`${dir}/screenshots.json`, json(result.shots.map(({ png, ...shot }) => ({ ...shot, ...(png ? { png: `screenshots/${shot.file}` } : {}) }))));
  return result;
}

function summary(args: EvidenceArgs, results: RevisionResult[], audit: Awaited<ReturnType<typeof auditEvidence>>): string {
  const lines = [`Evidence pack of ${args.brand}, ${args.from} to ${args.to} (UTC days, both included)`, ''];
  lines.push(`Revisions: ${results.length}`);
  for (const r of results) {
    const { revision, role } = r.selected;
    const lint = r.lint ? `lint ${r.lint.errors} errors, ${r.lint.warnings} warnings` : `lint not run: ${r.lintError ?? '?'}`;
    const failed = r.shots.filter((s) => s.error);
    lines.push(`  ${r.dir}  ${revision.createdAt}  ${revision.kind} by ${revision.author}${role === 'start' ? ' (live when the window began)' : ''}; ${lint}`);
    for (const s of failed) lines.push(`    screenshot ${s.file} failed: ${s.error ?? ''}`);
  }
  lines.push('', `Audit entries touching ${args.brand}: ${audit.entries.length}`);
  const c = audit.chain;
  lines.push(
    c.ok
      ? `Audit chain: verified ${c.verified} entries${c.unhashed ? ` after ${c.unhashed} from before the chain` : ''}; unbroken`
      : `Audit chain: BROKEN at seq ${c.broken?.seq ?? '?'} (${c.broken?.field ?? ''}): expected ${c.broken?.expected ?? ''}, found ${c.broken?.found ?? ''}`,
  );
  return `${lines.join('\n')}\n`;
}

async function run(store: ConfigStoreBackend, args: EvidenceArgs, io: EvidenceIo): Promise<number> {
  const { start, end } = windowOf(args);
  const selection = await selectRevisions(store, args.brand, start, end);
  if (!selection.brands.includes(args.brand)) {
    io.err(`compliance: no brand "${args.brand}" in the config store; known brands: ${selection.brands.join(', ') || 'none (the store is empty)'}`);
    return 2;
  }
  const noBuild = buildProblem();
  if (noBuild) {
    io.err(`compliance: ${noBuild}`);
    return 2;
  }
  const version = toolVersion();
  const files = new Map<string, Uint8Array>();
  const work = mkdtempSync(join(tmpdir(), 'evidence-'));
  const results: RevisionResult[] = [];
  let renderer: Renderer | undefined;
  // stopped from outside (Ctrl-C, a CI timeout): the server and browser it started go with it
  const stop = () => {
    void (renderer?.close() ?? Promise.resolve()).finally(() => {
      rmSync(work, { recursive: true, force: true });
      process.exit(130);
    });
  };
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
  try {
    renderer = await openRenderer({ brand: args.brand, work, log: io.out });
    const ctx = { brand: args.brand, work, renderer, files, version, log: io.out };
    for (const [i, s] of selection.selected.entries()) results.push(await packRevision(i, s, ctx));
  } finally {
    process.off('SIGINT', stop);
    process.off('SIGTERM', stop);
    await renderer?.close();
    rmSync(work, { recursive: true, force: true });
  }
  const ids = new Set(selection.selected.filter((s) => s.role === 'window').map((s) => s.revision.id));
  const audit = await auditEvidence(store, args.brand, ids, start, end);
  files.set('audit/entries.json', json(audit.entries));
  files.set('audit/chain.json', json(audit.chain));
  files.set('summary.txt', strToU8(summary(args, results, audit)));
  const { zip, manifest } = packZip(files, {
    tool: { name: 'compliance evidence', version },
    brand: args.brand,
    window: { from: args.from, to: args.to, start, end },
    generatedAt: io.now().toISOString(),
    store: store.location,
  });
  const out = resolve(args.out);
  mkdirSync(dirname(out), { recursive: true });
  writeFileSync(out, zip);
  const failed = results.flatMap((r) => [...r.shots.filter((s) => s.error), ...(r.lintError ? [r] : [])]).length;
  io.out(
    `compliance: wrote ${out}: ${results.length} revisions, ${audit.entries.length} audit entries, ${manifest.files.length} files${failed ? `; ${failed} screenshots or lints failed (summary.txt)` : ''}`,
  );
  return failed ? 1 : 0;
}

export async function evidenceMain(argv: readonly string[], io: EvidenceIo = DEFAULT_IO): Promise<number> {
  if (argv.includes('--help') || argv.includes('-h')) {
    io.out(EVIDENCE_USAGE);
    return 0;
  }
  let args: EvidenceArgs;
  try {
    args = parseEvidenceArgs(argv);
  } catch (e) {
    if (!(e instanceof EvidenceUsageError)) throw e;
    io.err(`compliance: ${e.message}\n${EVIDENCE_USAGE}`);
    return 2;
  }
  const missing = missingStore(io.env);
  if (missing) {
    io.err(`compliance: ${missing}`);
    return 2;
  }
  let store: ConfigStoreBackend;
  try {
    store = await openStoreFromEnv(io.env, REPO_ROOT);
  } catch (e) {
    io.err(`compliance: cannot open the config store (${firstLine(e)})`);
    return 2;
  }
  try {
    return await run(store, args, io);
  } catch (e) {
    io.err(`compliance: ${firstLine(e)}`);
    return 2;
  } finally {
    await store.close();
  }
}
