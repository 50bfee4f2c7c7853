/**
 * Issue 27 parts 3 and 4 against the real server: a `$lint` cannot hide an error from the gate, a
 * 30,000-node page is refused with its count while players keep the last good set, and the gate
 * and `config-lint` give one verdict on one directory (the gate reads the same config-lint.json).
 */
import { spawnSync } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, ROOT, startServer, type TestServer } from './server.ts';

interface Refusal {
  at: string;
  message: string;
  problems: { ruleId: string; file: string; pointer: string; message: string }[];
}
interface Status {
  revision: string;
  lastRefusal: Refusal | null;
}

// a project of its own: the CLI finds it from the directory (site-configs/ beside public/, locales/, config-lint.json)
const project = mkdtempSync(join(tmpdir(), 'gate-suite-'));
const configs = join(project, 'site-configs');
for (const part of ['site-configs', 'public', 'locales']) cpSync(join(ROOT, part), join(project, part), { recursive: true });
const HOME = join(configs, 'pages/home.json');
const original = readFileSync(HOME, 'utf8');

let server: TestServer;
beforeAll(async () => {
  server = await startServer({ CONFIG_DIR: configs });
}, 90_000);
afterAll(async () => {
  await server?.stop();
  rmSync(project, { recursive: true, force: true });
});

async function status(): Promise<Status> {
  return JSON.parse((await call(server.port, '/healthz/config')).body) as Status;
}

/** Writes the home page, then waits for the server to refuse it (a new lastRefusal). */
async function refusalOf(text: string): Promise<{ refusal: Refusal; before: Status; after: Status }> {
  const before = await status();
  writeFileSync(HOME, text);
  const deadline = Date.now() + 20_000;
  for (;;) {
    const after = await status();
    if (after.lastRefusal && after.lastRefusal.at !== before.lastRefusal?.at) return { refusal: after.lastRefusal, before, after };
    if (Date.now() > deadline) throw new Error(`no refusal within 20 s:\n${server.output().slice(-2000)}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

function page(root: object, indent = 2): string {
  return JSON.stringify({ $schema: '../../schemas/generated/page.schema.json', version: 1, root }, null, indent);
}

const SUPPRESSED_SCHEMA = page({
  widget: 'Stack',
  $lint: ['schema', 'unknown-widget', 'missing-message'],
  children: [{ widget: 'PageHeading', props: { title: 'ui.nope', colour: 'red' } }, { widget: 'GameGrd' }],
});
// compact, so it fits the file budget (1 MiB) and is parsed and counted; indented it is 1.5 MB and refused unread
const HUGE = page({ widget: 'Stack', children: Array.from({ length: 30_000 }, () => ({ widget: 'Marquee' })) }, 0);

/** `npx config-lint <dir>`: the same binary CI runs, on the directory the server serves. */
function cli(): number {
  return spawnSync(process.execPath, [join(ROOT, 'tools/bin/config-lint.mjs'), configs], { cwd: ROOT, encoding: 'utf8' }).status ?? -1;
}

describe('the gate (issue 27)', () => {
  it('$lint cannot silence schema: the edit is refused and players keep the last good set', async () => {
    const { refusal, before, after } = await refusalOf(SUPPRESSED_SCHEMA);
    expect(refusal.problems.map((p) => p.ruleId)).toEqual(expect.arrayContaining(['schema', 'unknown-widget', 'missing-message', 'suppressed-error']));
    expect(after.revision).toBe(before.revision);
    const home = await call(server.port, '/', { headers: { 'accept-language': 'en' } });
    expect(home.status).toBe(200);
    expect(home.body).not.toContain('ui.nope');
    expect(cli()).toBe(1);
    writeFileSync(HOME, original);
  }, 40_000);

  it('refuses the 30,000-node page with its count, and the server stays up', async () => {
    const t0 = Date.now();
    const { refusal, before, after } = await refusalOf(HUGE);
    expect(Date.now() - t0).toBeLessThan(20_000);
    expect(refusal.problems).toContainEqual(
      expect.objectContaining({ ruleId: 'page-budget', message: 'page home has 30,001 nodes (budget 2,000): split it into pages' }),
    );
    expect(after.revision).toBe(before.revision);
    expect((await call(server.port, '/healthz')).status).toBe(200);
    expect(cli()).toBe(1);
    // five times that, indented: over the file budget, so the gate measures it and never reads it
    const { refusal: unread } = await refusalOf(page({ widget: 'Stack', children: Array.from({ length: 150_000 }, () => ({ widget: 'Marquee' })) }));
    expect(unread.problems).toEqual([
      expect.objectContaining({
        ruleId: 'page-budget',
        message: expect.stringMatching(/^site-configs\/pages\/home\.json is [\d,]+ bytes \(budget 1,048,576 per file\), so it is not read$/),
      }),
    ]);
    expect(cli()).toBe(1);
    writeFileSync(HOME, original);
  }, 40_000);

  it('agrees with `config-lint` on the same directory, config-lint.json included', async () => {
    writeFileSync(HOME, original);
    expect(cli()).toBe(0);
    // a warning raised to an error in the project's config-lint.json: CI fails, so publishing must too
    writeFileSync(join(project, 'config-lint.json'), '{ "rules": { "redundant-override": "error" } }');
    const redundant = page({ widget: 'GameGrid', props: { columns: 2 }, at: { desktop: { columns: 2 } } });
    const { refusal } = await refusalOf(redundant);
    expect(refusal.problems.map((p) => p.ruleId)).toEqual(['redundant-override']);
    expect(cli()).toBe(1);
    rmSync(join(project, 'config-lint.json'));
    writeFileSync(HOME, original);
  }, 40_000);
});
