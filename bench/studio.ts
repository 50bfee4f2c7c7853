/**
 * The studio (issue 30) in `npm run bench`: its bundle's JS and CSS (exact bytes, raw and gzip -9),
 * and lint-on-edit time: the median of N edits through the real operator API on a running server
 * (the whole request: the model applies the edit, the store saves the draft, every rule lints it),
 * and the lint view alone in this process, cold (first call) and warm (one template changed).
 */
import { spawnSync, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { readConfigFiles } from '../tools/config-lint/gate.ts';
import type { FileCache } from '../tools/shared/project.ts';
import { lintView } from '../tools/studio/lint-view.ts';

export interface StudioFigures {
  bundle: { jsBytes: number; jsGzip: number; cssBytes: number; cssGzip: number; files: string[] };
  /** one edit through POST /api/drafts/:id/edits, wall time as the studio sees it */
  apiEditMedianMs: number;
  /** the lint's own time the server reported in each answer (LintView.ms) */
  apiLintMedianMs: number;
  edits: number;
  lintViewColdMs: number;
  lintViewWarmMedianMs: number;
}

type Start = (port: number, env: Record<string, string>) => Promise<ChildProcess>;

const PASSWORD = 'bench password long enough';
const TEMPLATE = 'templates/casino1.json';

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
};

export function studioBundle(dist: string): StudioFigures['bundle'] {
  const dir = join(dist, 'studio', 'assets');
  const files = readdirSync(dir).filter((f) => /\.(js|css)$/.test(f));
  const size = (ext: string) =>
    files
      .filter((f) => f.endsWith(ext))
      .map((f) => readFileSync(join(dir, f)))
      .reduce((sum, body) => ({ raw: sum.raw + body.length, gz: sum.gz + gzipSync(body, { level: 9 }).length }), { raw: 0, gz: 0 });
  const js = size('.js');
  const css = size('.css');
  return { jsBytes: js.raw, jsGzip: js.gz, cssBytes: css.raw, cssGzip: css.gz, files };
}

/** The lint view alone: a fresh parse cache (cold), then `rounds` edits to one template (warm). */
export function lintViewTimes(root: string, rounds: number): { coldMs: number; warmMedianMs: number } {
  const live = readConfigFiles(join(root, 'site-configs'));
  const cache: FileCache = new Map();
  const t0 = performance.now();
  lintView(live, { root, cache });
  const coldMs = performance.now() - t0;
  const warm: number[] = [];
  for (let i = 0; i < rounds; i++) {
    const files = { ...live, [TEMPLATE]: live[TEMPLATE]!.replace('"Casino 1"', `"Casino ${i + 2}"`) };
    const t = performance.now();
    lintView(files, { root, cache });
    warm.push(performance.now() - t);
  }
  return { coldMs, warmMedianMs: median(warm) };
}

function call(
  port: number,
  path: string,
  method: string,
  body: unknown,
  headers: Record<string, string>,
): Promise<{ status: number; json: Record<string, unknown>; setCookie: string }> {
  return new Promise((resolve, reject) => {
    const text = body === undefined ? undefined : JSON.stringify(body);
    const req = request(
      {
        host: '127.0.0.1',
        port,
        path,
        method,
        agent: false,
        headers: { host: `127.0.0.1:${port}`, ...(text ? { 'content-type': 'application/json' } : {}), ...headers },
      },
      (res) => {
        let data = '';
        res.setEncoding('utf8');
        res.on('data', (c: string) => (data += c));
        res.on('end', () =>
          resolve({
            status: res.statusCode ?? 0,
            json: JSON.parse(data || '{}') as Record<string, unknown>,
            setCookie: String(res.headers['set-cookie'] ?? ''),
          }),
        );
      },
    );
    req.on('error', reject);
    req.end(text);
  });
}

/** `rounds` edits (the hot-games grid's columns on mobile) through the operator API of a server started for it. */
async function apiEdits(root: string, start: Start, port: number, rounds: number): Promise<{ editMs: number[]; lintMs: number[] }> {
  const dir = mkdtempSync(join(tmpdir(), 'bench-studio-'));
  const store = join(dir, 'config-store.sqlite');
  const added = spawnSync(process.execPath, [join(root, 'tools/bin/operator.mjs'), 'add', 'bench', '--role', 'editor', '--scope', '*'], {
    cwd: root,
    env: { ...process.env, CONFIG_STORE_URL: store },
    input: `${PASSWORD}\n`,
    encoding: 'utf8',
  });
  if (added.status !== 0) throw new Error(`operator add failed: ${added.stderr}`);
  const operatorPort = port + 1;
  const server = await start(port, { CONFIG_STORE_URL: store, OPERATOR_PORT: String(operatorPort) });
  try {
    const login = await call(operatorPort, '/api/login', 'POST', { name: 'bench', password: PASSWORD }, {});
    if (login.status !== 200) throw new Error(`login: ${login.status}`);
    const headers = { cookie: login.setCookie.split(';')[0]!, 'x-csrf-token': String(login.json['csrfToken']) };
    const draft = await call(operatorPort, '/api/drafts', 'POST', { title: 'bench' }, headers);
    let version = Number(draft.json['version']);
    const editMs: number[] = [];
    const lintMs: number[] = [];
    for (let i = 0; i < rounds; i++) {
      const edit = { op: 'setProp', template: 'casino1', page: 'home', node: 'page:/children/3', prop: 'columns', value: 2 + (i % 4), breakpoint: 'mobile' };
      const t = performance.now();
      const answer = await call(operatorPort, `/api/drafts/${String(draft.json['id'])}/edits`, 'POST', { version, edits: [edit] }, headers);
      editMs.push(performance.now() - t);
      if (answer.status !== 200) throw new Error(`edit ${i}: ${answer.status} ${JSON.stringify(answer.json)}`);
      version = Number((answer.json['draft'] as { version: number }).version);
      lintMs.push(Number((answer.json['lint'] as { ms: number }).ms));
    }
    return { editMs, lintMs };
  } finally {
    server.kill('SIGTERM');
    rmSync(dir, { recursive: true, force: true });
  }
}

export async function measureStudio(root: string, dist: string, start: Start, port: number, rounds = 20): Promise<StudioFigures> {
  const bundle = studioBundle(dist);
  const alone = lintViewTimes(root, rounds);
  const { editMs, lintMs } = await apiEdits(root, start, port, rounds);
  return {
    bundle,
    // the first edits warm the server's parse cache and JIT: the median is of what an operator feels while editing
    apiEditMedianMs: median(editMs.slice(2)),
    apiLintMedianMs: median(lintMs.slice(2)),
    edits: rounds,
    lintViewColdMs: alone.coldMs,
    lintViewWarmMedianMs: alone.warmMedianMs,
  };
}
