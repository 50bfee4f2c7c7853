/**
 * Screenshots of each revision as it rendered: the production server (dist/, tools/preview/server.ts)
 * on a config store of its own in the run's temporary directory, started once; each revision in turn
 * is made live in that store and shot once the server serves it (its /healthz/config names the
 * revision's content id). The user's store (CONFIG_STORE_URL) and settings never reach that server:
 * its environment is built here.
 */
import { existsSync } from 'node:fs';
import { request } from 'node:http';
import { join } from 'node:path';
import type { Browser } from 'playwright-core';
import type { Breakpoint } from '../../../engine/project/breakpoints.ts';
import { REPO_ROOT } from '../../../engine/project/repo.ts';
import { openSqliteBackend } from '../../../engine/store/sqlite.ts';
import type { ConfigStoreBackend, Revision } from '../../../engine/store/types.ts';
import { CHROMIUM, CHROMIUM_ARGS, closeOpenDialogs, DISARM_MODALS, HEIGHT } from '../../preview/screenshots.ts';
import { startServer, type RunningServer } from '../../preview/server.ts';

/** The widths a pack shows: a phone and a desktop. */
export const VIEWPORTS = [
  { name: 'phone', width: 390 },
  { name: 'desktop', width: 1280 },
] as const;

/** The pages a pack shows. */
export const PAGES = [
  { name: 'home', path: '/' },
  { name: 'login', path: '/login' },
] as const;

/** The environment variables a server needs to run at all: nothing that names a store, a backend or a secret. */
const PASSED = ['PATH', 'HOME', 'TMPDIR', 'LANG', 'TZ', 'SYSTEMROOT'];
const SERVE_TIMEOUT_MS = 60_000;

export interface Shot {
  /** `<page>@<viewport>-<width>.png` */
  file: string;
  page: string;
  path: string;
  viewport: string;
  width: number;
  /** the breakpoint the server was told to render (the `viewport` cookie) */
  breakpoint: string;
  status?: number;
  error?: string;
  png?: Uint8Array;
}

/** The production build the server runs, or why it cannot. */
export function buildProblem(): string | undefined {
  const cli = join(REPO_ROOT, process.env['DIST_DIR'] ?? 'dist', 'node', 'cli.js');
  return existsSync(cli) ? undefined : `no production build at ${cli}: run \`npm run build\` first`;
}

/** The template breakpoint a viewport falls in: the widest one starting at or below its width. */
export function breakpointAt(breakpoints: readonly Breakpoint[], width: number): string {
  const fits = breakpoints.filter((b) => b.width <= width);
  return (fits[fits.length - 1] ?? breakpoints[0])?.name ?? 'desktop';
}

const firstLine = (e: unknown) => (e instanceof Error ? (e.message.split('\n')[0] ?? e.message) : String(e));

/** What the server's /healthz/config says it serves, and its last refusal. */
function served(port: number, host: string): Promise<{ revision?: string; refusal?: string }> {
  return new Promise((resolve) => {
    const req = request({ host: '127.0.0.1', port, path: '/healthz/config', headers: { host }, timeout: 5000 }, (res) => {
      let body = '';
      res.on('data', (c: Buffer) => (body += c.toString()));
      res.on('end', () => {
        try {
          const status = JSON.parse(body) as { revision?: string; lastRefusal?: { message: string } | null };
          resolve({ ...(status.revision ? { revision: status.revision } : {}), ...(status.lastRefusal ? { refusal: status.lastRefusal.message } : {}) });
        } catch {
          resolve({});
        }
      });
    });
    req.on('error', () => resolve({}));
    req.on('timeout', () => {
      req.destroy();
      resolve({});
    });
    req.end();
  });
}

export interface Renderer {
  /** Makes the revision live on the server (starting it the first time) and shoots every page at every viewport. */
  render(revision: Revision, configDir: string, breakpoints: readonly Breakpoint[]): Promise<Shot[]>;
  close(): Promise<void>;
}

export async function openRenderer(o: { brand: string; work: string; log: (s: string) => void }): Promise<Renderer> {
  // loaded only here: a usage error must not pay for Playwright
  const { chromium } = await import('playwright-core');
  const browser: Browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_ARGS });
  const host = `${o.brand}.localhost`;
  let store: ConfigStoreBackend | undefined;
  let server: RunningServer | undefined;
  let live: string | null = null;
  let attempt = 0;

  /** The revision live on the server: a new store and server the first time (or after one failed to start). */
  async function show(revision: Revision, configDir: string): Promise<string | undefined> {
    if (!server) {
      await store?.close();
      attempt++;
      const storeFile = join(o.work, `render-${attempt}.store.sqlite`);
      store = openSqliteBackend(storeFile);
      live = null;
    }
    const made = await store!.publish({ files: revision.files, parent: live, author: 'evidence', message: revision.id, kind: 'import', lint: revision.lint });
    if (!made.ok) return `the revision could not be made live for rendering (${made.reason})`;
    live = made.revision.id;
    if (!server) {
      const env: NodeJS.ProcessEnv = Object.fromEntries(PASSED.flatMap((k) => (process.env[k] === undefined ? [] : [[k, process.env[k]]])));
      Object.assign(env, {
        NODE_ENV: 'production',
        CONFIG_DIR: configDir,
        CONFIG_STORE_URL: `file:${join(o.work, `render-${attempt}.store.sqlite`)}`,
        CONFIG_WATCH: '0',
        OPERATOR_PORT: 'off',
        WEB_CONCURRENCY: '1',
      });
      try {
        server = await startServer(host, o.log, { env, build: false, timeoutMs: SERVE_TIMEOUT_MS });
      } catch (e) {
        return `the server did not start on this revision: ${firstLine(e)}`;
      }
    }
    const deadline = Date.now() + SERVE_TIMEOUT_MS;
    for (;;) {
      const status = await served(server.port, host);
      if (status.revision === revision.contentId) return undefined;
      if (Date.now() > deadline)
        return `the server did not serve this revision within ${SERVE_TIMEOUT_MS / 1000} s${status.refusal ? `: ${status.refusal}` : ''}`;
      await new Promise((r) => setTimeout(r, 200));
    }
  }

  return {
    async render(revision, configDir, breakpoints) {
      const shots: Shot[] = PAGES.flatMap((p) =>
        VIEWPORTS.map((v) => ({
          file: `${p.name}@${v.name}-${v.width}.png`,
          page: p.name,
          path: p.path,
          viewport: v.name,
          width: v.width,
          breakpoint: breakpointAt(breakpoints, v.width),
        })),
      );
      const problem = await show(revision, configDir);
      if (problem || !server) return shots.map((s) => ({ ...s, error: problem ?? 'no server' }));
      const base = server.urlFor(host);
      for (const v of VIEWPORTS) {
        const context = await browser.newContext({ viewport: { width: v.width, height: HEIGHT } });
        try {
          // the server renders for the breakpoint the `viewport` cookie names; a returning player sees no first-visit modal
          await context.addCookies([{ name: 'viewport', value: breakpointAt(breakpoints, v.width), url: base }]);
          await context.addInitScript(DISARM_MODALS);
          const page = await context.newPage();
          for (const shot of shots.filter((s) => s.viewport === v.name)) {
            try {
              const res = await page.goto(base + shot.path, { waitUntil: 'networkidle', timeout: 30_000 });
              if (res) shot.status = res.status();
              // a first-visit dialog the stored choice does not keep away is closed as a player would: the shot shows the page
              await closeOpenDialogs(page);
              shot.png = await page.screenshot({ fullPage: false });
            } catch (e) {
              shot.error = firstLine(e);
            }
            o.log(`  ${shot.file}${shot.error ? `  FAILED: ${shot.error}` : `  HTTP ${shot.status ?? '?'}`}`);
          }
        } finally {
          await context.close();
        }
      }
      return shots;
    },
    async close() {
      await server?.stop();
      await store?.close();
      await browser.close();
    },
  };
}
