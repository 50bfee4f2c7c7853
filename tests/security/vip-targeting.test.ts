/**
 * `when.vip` against the real server with its page cache on (docs/targeting.md "VIP level"): the server
 * renders every page for a guest, so a node for a VIP range is never in a page's HTML, whoever asks,
 * and the page a signed-in VIP player is answered is the very page a guest is answered: nothing
 * personal is ever kept or served to another visitor. The node reaches the browser in the page's
 * tree, where the player's session decides it. casino3's home gets a Silver-and-up heading.
 */
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, call, ROOT, site, startServer, type Answer, type TestServer } from './server.ts';

const project = mkdtempSync(join(tmpdir(), 'vip-targeting-'));
const configs = join(project, 'site-configs');
for (const part of ['site-configs', 'public', 'locales']) cpSync(join(ROOT, part), join(project, part), { recursive: true });
const TEMPLATE = join(configs, 'templates/casino3.json');
const shipped = JSON.parse(readFileSync(TEMPLATE, 'utf8')) as { patches: { structure: { pages: { home: unknown[] } } }; messages: Record<string, unknown> };
const VIP_TEXT = 'Silver lounge now open';

let server: TestServer;
beforeAll(async () => {
  const heading = {
    insert: { widget: 'PageHeading', id: 'home-vip', props: { title: 'brand.test.vip' }, when: { auth: 'player', vip: { min: 'Silver' } } },
    before: 'home-marquee',
  };
  writeFileSync(
    TEMPLATE,
    JSON.stringify({
      ...shipped,
      patches: { structure: { pages: { home: [...shipped.patches.structure.pages.home, heading] } } },
      messages: { ...shipped.messages, 'test.vip': { EN: VIP_TEXT } },
    }),
  );
  server = await startServer({ CONFIG_DIR: configs, PAGE_CACHE_MS: '60000' });
}, 90_000);
afterAll(async () => {
  await server?.stop();
  rmSync(project, { recursive: true, force: true });
});

// one variant of casino3's experiment for every request, so the pages compared share one cache key
const home = (headers: Record<string, string> = {}) =>
  call(server.port, '/en', {
    host: `casino3.localhost:${server.port}`,
    headers: { ...headers, cookie: ['exp_home-welcome=classic', headers['cookie']].filter(Boolean).join('; ') },
  });
/** The page without its per-response nonce and the instant it was rendered at (casino3's home has a time window). */
const kept = (answer: Answer) => answer.body.replace(/nonce="[^"]*"/g, 'nonce=""').replace(/"at":\d+/g, '"at":0');

describe('when.vip on the server', () => {
  it('a signed-in Silver player is answered the guest’s page: no VIP node in the HTML, nothing personal kept', async () => {
    const login = await api(server.port, '/api/auth/login', { ...site('casino3'), account_id: 'demo', password: 'demo1234' }, { key: 'casino3' });
    const token = String(login.json['token']);
    expect(token.length).toBeGreaterThan(10);
    const vip = await api(server.port, '/api/auth/vip', { ...site('casino3'), account_id: 'demo', auth: token }, { key: 'casino3' });
    // the demo player is Silver: the heading is for them, in the browser
    expect((vip.json['nextLevel'] as { vip_name?: string }[] | undefined)?.[0]?.vip_name).toBe('Silver');

    const guest = await home();
    const player = await home({ authorization: `Bearer ${token}`, cookie: `token=${token}` });
    for (const answer of [guest, player]) {
      expect(answer.status).toBe(200);
      expect(answer.body).not.toContain(`<h1>${VIP_TEXT}</h1>`);
      expect(answer.body).not.toContain(token);
    }
    expect(kept(player)).toBe(kept(guest));
    // the node and its text reach the browser in the page's tree and messages, for the session to decide
    expect(guest.body).toContain('home-vip');
    expect(guest.body).toContain(VIP_TEXT);
  }, 60_000);
});
