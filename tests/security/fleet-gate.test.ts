/**
 * Issue 27: the config gate knows the fleet, against a real `npm start`. The server learns casino2
 * and slot2 from rendering them (into its config store, issue 28); a publish that deletes casino2's
 * template or renames the scheme slot2 wears is refused naming the site (players keep the last good
 * set), a repair shows the refusal superseded, and the fleet outlives a restart. Plus config-lint on a copy of the configs
 * outside the checkout, by path and by CONFIG_DIR. Needs a build (`npm run build`).
 */
import { spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openConfigStoreBackend, storeUrlFrom } from '../../engine/store/open.ts';
import type { ConfigStoreBackend } from '../../engine/store/types.ts';
import { call, ROOT, startServer, type TestServer } from './server.ts';
import { logEvents, nextEvent } from './log-records.ts';

const dir = mkdtempSync(join(tmpdir(), 'fleet-gate-'));
const configs = join(dir, 'site-configs');
const casino2 = join(configs, 'templates', 'casino2.json');
const slot2 = join(configs, 'templates', 'slot2.json');
let server: TestServer;

interface Status {
  revision: string;
  lastRefusal: { at: string; message: string; problems: { ruleId: string; message: string }[]; supersededBy?: string; supersededAt?: string } | null;
  lastForced: { revision: string; domains: string[] } | null;
}

const status = async (): Promise<Status> => JSON.parse((await call(server.port, '/healthz/config')).body) as Status;

async function until<T>(what: string, probe: () => Promise<T | undefined> | T | undefined, ms = 10_000): Promise<T> {
  const deadline = Date.now() + ms;
  for (;;) {
    const value = await probe();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}\n${server.output().slice(-3000)}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

// slot2 routes prefix_and_default: its home is /en
const page = (key: string) => call(server.port, key === 'slot2' ? '/en' : '/', { host: `${key}.localhost:${server.port}` });
// the server's config store: beside CONFIG_DIR, where the fleet file was (engine/store/open.ts)
let store: ConfigStoreBackend | undefined;
const openStore = async () => (store ??= await openConfigStoreBackend(storeUrlFrom({ CONFIG_DIR: configs }, ROOT)));
const recorded = async () => (existsSync(join(dir, 'site-configs.store.sqlite')) ? (await (await openStore()).sites()).map((s) => s.domain) : []);
/** a lint-clean rename of every scheme of slot2: it moves to layout template12, color11-k become color12-k */
const renameSchemes = (text: string) => text.replace('"layout": "template11"', '"layout": "template12"').replaceAll('"color11-', '"color12-');

beforeAll(async () => {
  cpSync(join(ROOT, 'site-configs'), configs, { recursive: true });
  server = await startServer({ CONFIG_DIR: configs });
}, 90_000);
afterAll(async () => {
  await store?.close();
  await server?.stop();
  rmSync(dir, { recursive: true, force: true });
});

describe('the gate knows the fleet (a real server)', () => {
  it('records every site it serves, with its languages, in the config store beside the config directory', async () => {
    expect((await page('casino2')).status).toBe(200);
    expect((await page('slot2')).status).toBe(200);
    // broken.localhost's theme_code is unknown: a site that is already down is not recorded
    await page('broken');
    await until('the fleet', async () => {
      const sites = await recorded();
      return sites.includes('casino2.localhost') && sites.includes('slot2.localhost') ? true : undefined;
    });
    expect(await recorded()).not.toContain('broken.localhost');
    // with the languages each site's startup data offers: what its brand copy is judged against
    const casino2Site = (await (await openStore()).sites()).find((s) => s.domain === 'casino2.localhost');
    expect(casino2Site?.languages).toEqual(expect.arrayContaining(['EN', 'CN']));
  }, 30_000);

  it('refuses deleting a template a live site uses, naming the site; players keep casino2; a repair supersedes the refusal', async () => {
    const good = (await status()).revision;
    const text = readFileSync(casino2, 'utf8');
    renameSync(casino2, join(dir, 'casino2.json.away'));
    const refusal = await until('the refusal', async () => (await status()).lastRefusal ?? undefined);
    expect(refusal.message).toContain('casino2.localhost');
    expect(refusal.problems).toContainEqual(
      expect.objectContaining({ ruleId: 'fleet', message: 'templates/casino2.json was removed but casino2.localhost uses theme_code casino2' }),
    );
    const removed = 'templates/casino2.json was removed but casino2.localhost uses theme_code casino2';
    await nextEvent(server.output, 'config.refused', (record) => JSON.stringify(record['problems']).includes(removed));
    expect((await status()).revision).toBe(good);
    const still = await page('casino2');
    expect(still.status).toBe(200);
    expect(still.body).not.toContain('not set up yet');
    writeFileSync(casino2, text);
    const resolved = await until('supersession', async () => ((await status()).lastRefusal?.supersededBy ? (await status()).lastRefusal : undefined));
    expect(resolved).toMatchObject({ supersededBy: good, supersededAt: expect.any(String) });
  }, 30_000);

  it('refuses renaming the scheme slot2 wears, naming slot2.localhost; the repair supersedes it', async () => {
    const before = (await status()).lastRefusal?.at;
    const text = readFileSync(slot2, 'utf8');
    writeFileSync(slot2, renameSchemes(text));
    const refusal = await until('the refusal', async () => {
      const r = (await status()).lastRefusal;
      return r && r.at !== before ? r : undefined;
    });
    expect(refusal.supersededBy).toBeUndefined();
    expect(refusal.problems).toContainEqual(expect.objectContaining({ ruleId: 'fleet', message: expect.stringContaining('slot2.localhost uses theme_color') }));
    expect((await page('slot2')).status).toBe(200);
    writeFileSync(slot2, text);
    await until('supersession', async () => ((await status()).lastRefusal?.supersededBy ? true : undefined));
  }, 30_000);

  it('the fleet survives a restart: the next server refuses the deletion without a visit', async () => {
    await server.stop();
    server = await startServer({ CONFIG_DIR: configs });
    const text = readFileSync(casino2, 'utf8');
    renameSync(casino2, join(dir, 'casino2.json.away'));
    try {
      const refusal = await until('the refusal', async () => (await status()).lastRefusal ?? undefined);
      expect(refusal.message).toContain('casino2.localhost');
    } finally {
      writeFileSync(casino2, text);
    }
    await until('supersession', async () => ((await status()).lastRefusal?.supersededBy ? true : undefined));
  }, 90_000);

  it('a preview site keeps the last good revision of its new template during a refused edit', async () => {
    const slot10 = join(configs, 'templates', 'slot10.json');
    const good = `{\n  "$schema": "../../schemas/generated/template.schema.json",\n  "version": 1,\n  "key": "slot10",\n  "extends": "slot2",\n  "label": "Slot 10"\n}\n`;
    const previous = (await status()).revision;
    writeFileSync(slot10, good);
    const served = await until('slot10 served', async () => {
      const { revision } = await status();
      return revision !== previous ? revision : undefined;
    });
    const before = (await status()).lastRefusal?.at;
    // on disk: new scheme names (a new layout) and a typo, so lint refuses the whole edit
    const slot2Schemes = (JSON.parse(readFileSync(slot2, 'utf8')) as { schemes: Record<string, unknown> }).schemes;
    const renamed = Object.fromEntries(Object.entries(slot2Schemes).map(([k, v]) => [k.replace('color11-', 'color12-'), v]));
    writeFileSync(slot10, JSON.stringify({ ...(JSON.parse(good) as object), layout: 'template12', schemes: renamed, labell: 1 }, null, 2));
    await until('the refusal', async () => {
      const r = (await status()).lastRefusal;
      return r && r.at !== before ? r : undefined;
    });
    expect((await status()).revision).toBe(served);
    const preview = await call(server.port, '/en/slots', { host: `slot10.localhost:${server.port}` });
    expect(preview.status).toBe(200);
    expect(preview.body).toContain('slot10');
    // served once, slot10.localhost is part of the fleet: the repair keeps it
    writeFileSync(slot10, good);
    await until('the repair', async () => ((await status()).lastRefusal?.supersededBy ? true : undefined));
  }, 30_000);

  it('an admin forces the refused revision with a .force marker: served, logged, shown and audited', async () => {
    const text = readFileSync(casino2, 'utf8');
    const before = (await status()).lastRefusal?.at;
    const logged = logEvents(server.output(), 'config.refused').length;
    renameSync(casino2, join(dir, 'casino2.json.away'));
    await until('the refusal', async () => {
      const r = (await status()).lastRefusal;
      return r && r.at !== before ? r : undefined;
    });
    const revision = await until('the refusal logged', () => {
      const reports = logEvents(server.output(), 'config.refused').slice(logged);
      return reports.map((record) => /revision ([0-9a-f]{16}) would take down/.exec(String(record['report']))?.[1]).find(Boolean);
    });
    expect(revision).toMatch(/^[0-9a-f]{16}$/);
    writeFileSync(join(configs, '.force'), `${revision} retiring casino2\n`);
    await until('the forced publish', async () => ((await status()).revision === revision ? true : undefined));
    expect((await status()).lastForced).toMatchObject({ revision, domains: ['casino2.localhost'] });
    expect(await nextEvent(server.output, 'config.forced', (record) => record['revision'] === revision)).toMatchObject({
      domains: ['casino2.localhost'],
      msg: expect.stringContaining(`!!! FORCED publish of ${revision}`),
    });
    const audit = (await (await openStore()).auditLog({ limit: 5, actor: 'files' })).items;
    expect(audit[0]).toMatchObject({ action: 'files', outcome: 'ok', detail: expect.objectContaining({ forced: true, takesDown: ['casino2.localhost'] }) });
    expect(await recorded()).not.toContain('casino2.localhost');
    expect((await page('casino2')).status).toBe(503);
    rmSync(join(configs, '.force'));
    writeFileSync(casino2, text);
  }, 30_000);
});

describe('config-lint on a copy outside the checkout', () => {
  const lint = (args: string[], env: Record<string, string> = {}) =>
    spawnSync(process.execPath, [join(ROOT, 'tools/bin/config-lint.mjs'), ...args], { cwd: dir, encoding: 'utf8', env: { ...process.env, ...env } });
  let copy = '';
  beforeAll(() => {
    copy = join(mkdtempSync(join(tmpdir(), 'outside-')), 'conf');
    cpSync(join(ROOT, 'site-configs'), copy, { recursive: true });
  });
  afterAll(() => rmSync(join(copy, '..'), { recursive: true, force: true }));

  it('reports no false errors by path', () => {
    const r = lint([copy]);
    expect(r.stdout).toMatch(/config-lint: \d+ files, 0 errors/);
    expect(r.status).toBe(0);
  });

  it('lints CONFIG_DIR when no path is given, naming that directory', () => {
    const file = join(copy, 'templates', 'casino3.json');
    const text = readFileSync(file, 'utf8');
    writeFileSync(file, text.replace('"label":', '"labell": 1,\n  "label":'));
    try {
      const r = lint([], { CONFIG_DIR: copy });
      expect(r.status).toBe(1);
      expect(r.stdout).toMatch(/^conf\/templates\/casino3\.json:\d+:\d+ {2}schema {2}"labell"/m);
    } finally {
      writeFileSync(file, text);
    }
  });
});
