/**
 * Issue 27 "Nothing escapes", against the real server: a copy of site-configs (CONFIG_DIR) with a
 * font token that would break out of its CSS declaration and two "paths on this site" that leave it.
 * The gate refuses the set: at startup the server does not start and names each problem; published
 * to a running server, the last good set keeps serving and no page ever carries the evil URL.
 */
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, ROOT, ServerDidNotStart, startServer, type TestServer } from './server.ts';
import { logEvents, nextEvent } from './log-records.ts';

const EVIL_FONT = '1px;background:url(https://evil.example/track.png)';
const EVIL_HREF = '//evil.example/phish';
const EVIL_CARD = '/\\evil.example/phish2';

type Json = Record<string, unknown>;
const readJson = (file: string) => JSON.parse(readFileSync(file, 'utf8')) as Json;
const writeJson = (file: string, data: unknown) => writeFileSync(file, `${JSON.stringify(data, null, 2)}\n`);
const at = (value: unknown, ...path: (string | number)[]): Json =>
  path.reduce<unknown>((v, key) => (v as Record<string | number, unknown>)[key], value) as Json;

/** A fresh copy of the shipped configs. */
function copyConfigs(): { root: string; dir: string } {
  const root = mkdtempSync(join(tmpdir(), 'no-escape-'));
  const dir = join(root, 'site-configs');
  cpSync(join(ROOT, 'site-configs'), dir, { recursive: true });
  return { root, dir };
}

/** The three injections of the probe, written into `dir` (what an operator would publish). */
function inject(dir: string): void {
  const casino1 = join(dir, 'templates/casino1.json');
  const template = readJson(casino1);
  at(template, 'schemes', 'color1-1')['font'] = EVIL_FONT;
  writeJson(casino1, template);

  const home = join(dir, 'pages/home.json');
  const page = readJson(home);
  const hero = at(page, 'root', 'children', 0);
  expect(hero['widget']).toBe('Hero');
  at(hero, 'props')['ctaHref'] = EVIL_HREF;
  writeJson(home, page);

  const security = join(dir, 'pages/security.json');
  const cards = readJson(security);
  const card = at(cards, 'root', 'children', 1, 'props', 'items', 0);
  expect(card['to']).toBe('/change-password');
  card['to'] = EVIL_CARD;
  writeJson(security, cards);
}

/** The problems of the refusal as config-lint's text report prints them (file:line:col  rule  message). */
const REPORTED = [
  /site-configs\/templates\/casino1\.json:\d+:\d+ +design-token +scheme "color1-1" token font is "1px;background:url\(https:\/\/evil\.example\/track\.png\)": not one CSS value/,
  /site-configs\/pages\/home\.json:\d+:\d+ +schema +Hero prop "ctaHref" is "\/\/evil\.example\/phish", not a path on this site: it starts with "\/\/"/,
  /site-configs\/pages\/security\.json:\d+:\d+ +schema +InfoCards prop "items\.0\.to" is "\/\\\\evil\.example\/phish2", not a path on this site: it holds a backslash/,
];

describe('a config set that would let a page escape', () => {
  it('keeps the server from starting, naming each problem with its file, position and rule', async () => {
    const { root, dir } = copyConfigs();
    try {
      inject(dir);
      const started = startServer({ CONFIG_DIR: dir });
      const error = await started.then(
        async (server) => {
          await server.stop();
          return new Error('the server started on a set that fails lint');
        },
        (e: unknown) => e,
      );
      if (!(error instanceof ServerDidNotStart)) throw error;
      const [refused] = logEvents(error.output, 'config.refused');
      expect(refused).toMatchObject({ level: 50, atStart: true, message: expect.stringContaining('fail config-lint (3 config-lint errors)') });
      for (const line of REPORTED) expect(refused?.['report']).toMatch(line);
    } finally {
      rmSync(root, { recursive: true, force: true });
    }
  }, 120_000);

  describe('published to a running server', () => {
    let server: TestServer;
    let configs: { root: string; dir: string };
    beforeAll(async () => {
      configs = copyConfigs();
      server = await startServer({ CONFIG_DIR: configs.dir });
    }, 120_000);
    afterAll(async () => {
      await server?.stop();
      rmSync(configs.root, { recursive: true, force: true });
    });

    const status = async () => JSON.parse((await call(server.port, '/healthz/config')).body) as Json;

    it('is refused as a whole: the last good set keeps serving and no page carries the evil URL', async () => {
      const before = await status();
      const good = await call(server.port, '/', { headers: { 'accept-language': 'en' } });
      expect(good.status).toBe(200);
      expect(good.body).toContain('href="/register"');

      inject(configs.dir);
      const deadline = Date.now() + 15_000;
      let after = await status();
      while (after['lastRefusal'] === null && Date.now() < deadline) {
        await new Promise((r) => setTimeout(r, 100));
        after = await status();
      }
      expect(after['revision']).toBe(before['revision']);
      const refusal = after['lastRefusal'] as { message: string; problems: { ruleId: string; file: string; pointer: string; message: string }[] };
      expect(refusal.message).toBe('3 config-lint errors');
      expect(refusal.problems.map((p) => [p.ruleId, p.file, p.pointer])).toEqual(
        expect.arrayContaining([
          ['design-token', 'site-configs/templates/casino1.json', '/schemes/color1-1/font'],
          ['schema', 'site-configs/pages/home.json', '/root/children/0/props/ctaHref'],
          ['schema', 'site-configs/pages/security.json', '/root/children/1/props/items/0/to'],
        ]),
      );
      await nextEvent(server.output, 'config.refused', (record) => REPORTED.every((line) => line.test(String(record['report']))));

      for (const path of ['/', '/?utm=1']) {
        const page = await call(server.port, path, { headers: { 'accept-language': 'en' } });
        expect(page.status).toBe(200);
        expect(page.body).not.toContain('evil.example');
        expect(page.body).toContain('href="/register"');
      }
    }, 60_000);
  });
});
