import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer, request, type Server } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test } from './fixtures.ts';
import { logEvents } from '../security/log-records.ts';
import { PORT } from './helpers.ts';

/**
 * Issue 30 part 5 / issue 28: a draft previewed on the real player server inside a studio frame.
 * Its own server (npm start's cli.js) on its own ports with an embedded store and an editor made
 * with the operator CLI; the studio is a small parent page served by this test on a local port the
 * server is told is the studio's origin (Chromium refuses a route()-served page framing a local site).
 */
const APP_PORT = PORT + 20;
const OP_PORT = PORT + 21;
/** the studio stand-in: a page served by this test, at an origin the server is told is the studio's (STUDIO_ORIGIN) */
const STUDIO_PORT = PORT + 22;
const STUDIO = `http://127.0.0.1:${STUDIO_PORT}`;
const PASSWORD = 'correct horse battery';
const NEW_COLOUR = '#13579b';

let server: ChildProcess | undefined;
let studio: Server | undefined;
let studioPage = '';
let dir = '';
let cookie = '';
let csrf = '';

function call(port: number, path: string, options: { method?: string; body?: unknown; headers?: Record<string, string> } = {}) {
  return new Promise<{ status: number; text: string; headers: Record<string, string | string[] | undefined> }>((resolve, reject) => {
    const body = options.body === undefined ? undefined : JSON.stringify(options.body);
    const req = request(
      {
        host: '127.0.0.1',
        port,
        path,
        method: options.method ?? (body ? 'POST' : 'GET'),
        headers: {
          host: port === OP_PORT ? `127.0.0.1:${OP_PORT}` : `casino1.localhost:${APP_PORT}`,
          ...(body ? { 'content-type': 'application/json' } : {}),
          ...options.headers,
        },
      },
      (res) => {
        let text = '';
        res.setEncoding('utf8');
        res.on('data', (c: string) => (text += c));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, text, headers: res.headers }));
      },
    );
    req.on('error', reject);
    req.end(body);
  });
}
const op = (path: string, method = 'GET', body?: unknown) => call(OP_PORT, path, { method, body, headers: { cookie, 'x-csrf-token': csrf } });

function run(command: string, args: string[], env: Record<string, string>, stdin = ''): Promise<number> {
  return new Promise((resolve) => {
    const child = spawn(command, args, { env: { ...process.env, ...env }, stdio: ['pipe', 'ignore', 'inherit'] });
    child.on('close', (code) => resolve(code ?? -1));
    child.stdin?.end(stdin);
  });
}

test.describe.configure({ mode: 'serial' });

test.beforeAll(async () => {
  // a real local server (a page Playwright fulfils counts as public, and Chromium keeps it from framing a local site)
  studio = createServer((_req, res) => {
    res.writeHead(200, { 'content-type': 'text/html' });
    res.end(studioPage);
  });
  await new Promise<void>((ok) => studio!.listen(STUDIO_PORT, '127.0.0.1', ok));
  dir = mkdtempSync(join(tmpdir(), 'studio-preview-'));
  const env = { CONFIG_STORE_URL: `file:${join(dir, 'config.sqlite')}` };
  expect(await run(process.execPath, ['tools/bin/operator.mjs', 'add', 'ed', '--role', 'editor', '--scope', '*'], env, `${PASSWORD}\n`)).toBe(0);
  server = spawn(process.execPath, ['dist/node/cli.js'], {
    env: {
      ...process.env,
      ...env,
      PORT: String(APP_PORT),
      OPERATOR_PORT: String(OP_PORT),
      DEMO_DB_PATH: join(dir, 'demo.sqlite'),
      PREVIEW_SECRET: 'e2e-preview-secret-0123456789',
      // the stand-in, and the real studio on the operator port (the "as" controls' test)
      STUDIO_ORIGIN: `${STUDIO} http://127.0.0.1:${OP_PORT}`,
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  let out = '';
  server.stdout?.on('data', (c: Buffer) => (out += c.toString()));
  const deadline = Date.now() + 60_000;
  while (logEvents(out, 'server.ready').length === 0) {
    if (Date.now() > deadline || server.exitCode !== null) throw new Error(`server did not start:\n${out}`);
    await new Promise((r) => setTimeout(r, 100));
  }
  const login = await call(OP_PORT, '/api/login', { body: { name: 'ed', password: PASSWORD } });
  expect(login.status).toBe(200);
  cookie = String(login.headers['set-cookie']).split(';')[0]!;
  csrf = String((JSON.parse(login.text) as { csrfToken: string }).csrfToken);
});

test.afterAll(() => {
  server?.kill('SIGTERM');
  studio?.close();
  rmSync(dir, { recursive: true, force: true });
});

test('a draft previewed in a studio frame: marked, selectable, and an edit shows in it', async ({ page }) => {
  const draft = JSON.parse((await op('/api/drafts', 'POST', { title: 'e2e preview' })).text) as { id: string; version: number; files: Record<string, string> };
  const linkAnswer = await op(`/api/drafts/${draft.id}/preview`, 'POST', { site: 'casino1.localhost' });
  expect(linkAnswer.status).toBe(201);
  const link = JSON.parse(linkAnswer.text) as { origin: string; token: string };
  expect(link.origin).toBe(`http://casino1.localhost:${APP_PORT}`);
  const entry = `${link.origin}/__preview/${link.token}/?bp=desktop&lang=en&as=guest`;

  // the studio stand-in frames the preview and records what the frame says, from the preview's origin only
  studioPage = `<!doctype html><title>studio</title><iframe id="p" style="width:1280px;height:800px" src="${entry}"></iframe>
<script>window.got=[];addEventListener('message',e=>{if(e.origin!==${JSON.stringify(link.origin)})return;window.got.push(e.data)});</script>`;
  await page.goto(`${STUDIO}/studio-test`);
  await expect.poll(() => page.evaluate(() => (window as unknown as { got: { type: string }[] }).got.map((m) => m.type))).toContain('studio:ready');
  const frame = page.frameLocator('#p');
  await expect(frame.locator('[data-studio-node="layout:"]')).toHaveCount(1);
  expect(await frame.locator('[data-studio-node^="page:"]').count()).toBeGreaterThan(0);

  // Alt+click a widget of the page: the studio hears its key, and the page does not act on the click
  // whatever is on top at that point (the announcement dialog on a first visit, else the page's widget)
  const key = await frame.locator('body').evaluate(() => document.elementFromPoint(640, 200)?.closest('[data-studio-node]')?.getAttribute('data-studio-node'));
  expect(key).toMatch(/^(page|layout):/);
  const box = (await page.locator('#p').boundingBox())!;
  await page.keyboard.down('Alt');
  await page.mouse.click(box.x + 640, box.y + 200);
  await page.keyboard.up('Alt');
  await expect
    .poll(() =>
      page.evaluate(() => (window as unknown as { got: { type: string; key?: string }[] }).got.filter((m) => m.type === 'studio:select').map((m) => m.key)),
    )
    .toContain(key);

  // the studio highlights a node: the preview outlines it
  await page.evaluate(
    (origin) => (document.getElementById('p') as HTMLIFrameElement).contentWindow!.postMessage({ type: 'studio:highlight', key: 'layout:' }, origin),
    link.origin,
  );
  await expect(frame.locator('[data-studio-outline]')).toBeVisible();

  // an edit: PUT the draft, then the preview's next render is the new version (how fast: `npm run bench -- studio`)
  const files = {
    ...draft.files,
    'templates/casino1.json': draft.files['templates/casino1.json']!.replace(/"primary": "#[0-9a-f]{6}"/, `"primary": "${NEW_COLOUR}"`),
  };
  const previewCookie = String((await call(APP_PORT, `/__preview/${link.token}/`)).headers['set-cookie']).split(';')[0]!;
  const put = await op(`/api/drafts/${draft.id}`, 'PUT', { version: draft.version, files });
  expect(put.status).toBe(200);
  const shown = async () => /<meta name="theme-color" content="([^"]+)"/.exec((await call(APP_PORT, '/', { headers: { cookie: previewCookie } })).text)?.[1];
  await expect.poll(shown).toBe(NEW_COLOUR);

  // the studio asks the shown frame for the new version (a shown view's next version): the page shows it
  // in place, in the same document, and says so with that version
  await frame.locator('body').evaluate(() => ((window as unknown as { sameDocument?: boolean }).sameDocument = true));
  const version = (JSON.parse(put.text) as { version: number }).version;
  expect(version).toBeGreaterThan(draft.version);
  await page.evaluate(
    ([origin, v]) => (document.getElementById('p') as HTMLIFrameElement).contentWindow!.postMessage({ type: 'studio:version', version: v }, origin),
    [link.origin, version] as const,
  );
  await expect
    .poll(() =>
      page.evaluate(() =>
        (window as unknown as { got: { type: string; version?: number }[] }).got.filter((m) => m.type === 'studio:ready').map((m) => m.version),
      ),
    )
    .toContain(version);
  await expect(frame.locator('meta[name="theme-color"]')).toHaveAttribute('content', NEW_COLOUR);
  expect(await frame.locator('body').evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBe(true);

  // the framed preview, loaded again (a new view), shows it too; the live site does not
  await page.evaluate(() => {
    const frame = document.getElementById('p') as HTMLIFrameElement;
    frame.setAttribute('src', frame.src);
  });
  await expect(frame.locator('meta[name="theme-color"]')).toHaveAttribute('content', NEW_COLOUR);
  const live = await call(APP_PORT, '/');
  expect(live.text).not.toContain(NEW_COLOUR);
  expect(live.text).not.toContain('data-studio-node');
});

test('the studio shows a page "as" an experiment variant and a time in the template’s zone', async ({ page }) => {
  await page.goto(`http://127.0.0.1:${OP_PORT}/studio/`);
  await page.getByLabel('Account name').fill('ed');
  await page.getByLabel('Password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Log in' }).click();
  const nav = page.getByRole('navigation', { name: 'Brands and templates' });
  await nav.getByRole('searchbox').fill('casino3');
  await nav.getByRole('list', { name: 'casino3 pages' }).first().getByRole('button', { name: 'home', exact: true }).click();
  const preview = page.getByRole('region', { name: 'Preview' });
  const frame = preview.frameLocator('iframe[title^="Preview of"]');
  const headings = frame.getByRole('heading', { name: /^(Welcome to Casino 3|Your table is ready|Holiday nights: three days of prizes)$/ });

  // casino3 home's welcome heading is an experiment (home-welcome: classic | bold): each variant on demand
  // the "as" controls sit in the bar's Show as… popover (issue 49 part 8: the controls on one line)
  await preview.getByText('Show as…').click();
  const variant = preview.getByLabel('Experiment home-welcome');
  await variant.selectOption('bold');
  await expect(headings.filter({ hasText: 'Your table is ready' })).toBeVisible();
  await expect(headings.filter({ hasText: 'Welcome to Casino 3' })).toHaveCount(0);
  await variant.selectOption('classic');
  await expect(headings.filter({ hasText: 'Welcome to Casino 3' })).toBeVisible();

  // its holiday banner is scheduled (24 Dec 18:00 – 27 Dec, Asia/Manila): shown at a time inside, not before
  const time = preview.getByLabel('Time (Asia/Manila)');
  await time.fill('2026-12-25T12:00');
  await expect(headings.filter({ hasText: 'Holiday nights' })).toBeVisible();
  await time.fill('2026-12-24T17:00');
  await expect(frame.getByRole('heading', { name: 'Welcome to Casino 3' })).toBeVisible();
  await expect(headings.filter({ hasText: 'Holiday nights' })).toHaveCount(0);
});
