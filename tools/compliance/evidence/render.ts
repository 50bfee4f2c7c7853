/**
 * Screenshots of a revision as it rendered: the production server (dist/, tools/preview/server.ts)
 * started on the revision's files in a directory of their own, with a config store of its own that it
 * seeds from them, and Chromium at each viewport. The user's store (CONFIG_STORE_URL) and settings
 * never reach that server: its environment is built here.
 */
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser } from 'playwright-core';
import type { Breakpoint } from '../../../engine/project/breakpoints.ts';
import { REPO_ROOT } from '../../../engine/project/repo.ts';
import { CHROMIUM, CHROMIUM_ARGS, DISARM_MODALS, HEIGHT } from '../../preview/screenshots.ts';
import { startServer } from '../../preview/server.ts';

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

export interface Shot {
  /** `<page>@<viewport>.png` */
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

export async function openBrowser(): Promise<Browser> {
  // loaded only here: a usage error must not pay for Playwright
  const { chromium } = await import('playwright-core');
  return chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_ARGS });
}

/** The template breakpoint a viewport falls in: the widest one starting at or below its width. */
export function breakpointAt(breakpoints: readonly Breakpoint[], width: number): string {
  const fits = breakpoints.filter((b) => b.width <= width);
  return (fits[fits.length - 1] ?? breakpoints[0])?.name ?? 'desktop';
}

/**
 * Serves `configDir` (one revision's files, `storeFile` its own new store) and shoots every page at
 * every viewport for `brand`. A server that does not start fails every shot with its reason.
 */
export async function renderRevision(
  browser: Browser,
  o: { brand: string; configDir: string; storeFile: string; breakpoints: readonly Breakpoint[]; log: (s: string) => void },
): Promise<Shot[]> {
  const host = `${o.brand}.localhost`;
  const env: NodeJS.ProcessEnv = Object.fromEntries(PASSED.flatMap((k) => (process.env[k] === undefined ? [] : [[k, process.env[k]]])));
  Object.assign(env, {
    NODE_ENV: 'production',
    CONFIG_DIR: o.configDir,
    CONFIG_STORE_URL: `file:${o.storeFile}`,
    CONFIG_WATCH: '0',
    OPERATOR_PORT: 'off',
    WEB_CONCURRENCY: '1',
  });
  const shots: Shot[] = PAGES.flatMap((p) =>
    VIEWPORTS.map((v) => ({
      file: `${p.name}@${v.name}-${v.width}.png`,
      page: p.name,
      path: p.path,
      viewport: v.name,
      width: v.width,
      breakpoint: breakpointAt(o.breakpoints, v.width),
    })),
  );
  let server;
  try {
    server = await startServer(host, o.log, { env, build: false, timeoutMs: 60_000 });
  } catch (e) {
    const reason = `the server did not start on this revision: ${e instanceof Error ? (e.message.split('\n')[0] ?? e.message) : String(e)}`;
    return shots.map((s) => ({ ...s, error: reason }));
  }
  try {
    const base = server.urlFor(host);
    for (const v of VIEWPORTS) {
      const context = await browser.newContext({ viewport: { width: v.width, height: HEIGHT } });
      try {
        // the server renders for the breakpoint the `viewport` cookie names; a returning player sees no first-visit modal
        await context.addCookies([{ name: 'viewport', value: breakpointAt(o.breakpoints, v.width), url: base }]);
        await context.addInitScript(DISARM_MODALS);
        const page = await context.newPage();
        for (const shot of shots.filter((s) => s.viewport === v.name)) {
          try {
            const res = await page.goto(base + shot.path, { waitUntil: 'networkidle', timeout: 30_000 });
            if (res) shot.status = res.status();
            shot.png = await page.screenshot({ fullPage: false });
          } catch (e) {
            shot.error = e instanceof Error ? (e.message.split('\n')[0] ?? e.message) : String(e);
          }
          o.log(`  ${shot.file}${shot.error ? `  FAILED: ${shot.error}` : `  HTTP ${shot.status ?? '?'}`}`);
        }
      } finally {
        await context.close();
      }
    }
  } finally {
    await server.stop();
  }
  return shots;
}
