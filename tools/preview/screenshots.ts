import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Breakpoint } from '../../engine/project/breakpoints.ts';
import { contactSheet, type Shot } from './contact-sheet.ts';

export const CHROMIUM = process.env['CHROMIUM_PATH'] ?? '/usr/bin/chromium';
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-dev-shm-usage',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-quic',
  '--no-first-run',
];
/** Wider breakpoints (template19's 9999) are shot at this width: no screen is wider. */
export const MAX_WIDTH = 2560;
export const HEIGHT = 900;

export interface ShotTarget {
  route: string;
  path: string;
}

export interface ScreenshotOptions {
  baseUrl: string;
  host: string;
  dir: string;
  title: string;
  targets: ShotTarget[];
  breakpoints: Breakpoint[];
  /** CSS injected after load (a colour scheme the server cannot be told to use) */
  css?: string;
  /** the whole page rather than the first screen */
  fullPage?: boolean;
  /** keep first-visit modals (the announcement dialog) instead of disarming them */
  keepModals?: boolean;
  log: (s: string) => void;
}

export const DISARM_MODALS = `try { if (localStorage.getItem('layout') === null) localStorage.setItem('layout', JSON.stringify({ state: { show_bf_ann_modal: false }, version: 1 })); } catch {}`;

/** Any modal still open after load (one an operator script opened, say) is closed as a player would: Escape. */
export async function closeOpenDialogs(page: {
  locator(s: string): { count(): Promise<number> };
  keyboard: { press(k: string): Promise<void> };
}): Promise<void> {
  for (let i = 0; i < 3 && (await page.locator('dialog[open], [role="dialog"][aria-modal="true"]').count()) > 0; i++) await page.keyboard.press('Escape');
}

export function fileName(route: string, breakpoint: string): string {
  return `${route.replace(/[^A-Za-z0-9_-]+/g, '_')}@${breakpoint}.png`;
}

/** Every route at every breakpoint: one PNG each, then index.html, the contact sheet. */
export async function takeScreenshots(o: ScreenshotOptions): Promise<Shot[]> {
  // loaded only here: plain `preview` must not pay for Playwright
  const { chromium } = await import('playwright-core');
  mkdirSync(o.dir, { recursive: true });
  // Chromium resolves *.localhost to loopback itself; any other site name is mapped there
  const resolver = /(^|\.)localhost$/.test(o.host) ? [] : [`--host-resolver-rules=MAP ${o.host} 127.0.0.1`];
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: [...CHROMIUM_ARGS, ...resolver] });
  const shots: Shot[] = [];
  try {
    for (const bp of o.breakpoints) {
      const viewport = Math.min(Math.max(bp.width, 1), MAX_WIDTH);
      const context = await browser.newContext({ viewport: { width: viewport, height: HEIGHT } });
      // the server renders for the breakpoint the `viewport` cookie names: no flash of another layout
      await context.addCookies([{ name: 'viewport', value: bp.name, url: o.baseUrl }]);
      // as a returning player who ticked "don't show again" (§3 show_bf_ann_modal): the shot shows the page
      if (!o.keepModals) await context.addInitScript(DISARM_MODALS);
      const page = await context.newPage();
      for (const t of o.targets) {
        const file = fileName(t.route, bp.name);
        const shot: Shot = { route: t.route, path: t.path, breakpoint: bp.name, width: bp.width, viewport, file };
        try {
          const res = await page.goto(o.baseUrl + t.path, { waitUntil: 'networkidle', timeout: 30_000 });
          if (res) shot.status = res.status();
          if (o.css) await page.addStyleTag({ content: o.css });
          if (!o.keepModals) await closeOpenDialogs(page);
          await page.screenshot({ path: join(o.dir, file), fullPage: o.fullPage ?? false });
        } catch (e) {
          shot.error = e instanceof Error ? (e.message.split('\n')[0] ?? e.message) : String(e);
        }
        o.log(`  ${file}${shot.error ? `  FAILED: ${shot.error}` : `  HTTP ${shot.status ?? '?'}`}`);
        shots.push(shot);
      }
      await context.close();
    }
  } finally {
    await browser.close();
  }
  writeFileSync(join(o.dir, 'index.html'), contactSheet(o.title, shots));
  return shots;
}
