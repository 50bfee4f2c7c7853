/**
 * Which JS files a first visit loads, with their gzip sizes (the same measurement as bench/run.ts
 * measureBytes: a fresh mobile context, until hydrated and network idle). Point it at a running server:
 *
 *   npx tsx bench/js-files.ts http://casino1.localhost:3450/ [more URLs…] [--mobile-ua]
 *
 * Without `--mobile-ua` it keeps Chromium's desktop user agent at 412 px, so the server guesses the
 * desktop breakpoint and deferred widgets whose props differ come alive at once (the worst case);
 * `--mobile-ua` sends a phone's user agent, as bench/run.ts and Lighthouse do (the server guesses right).
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';

/** file → the source it was built from (the build's manifest), so a chunk reads as its widget */
const manifestPath = join(process.env.DIST_DIR ?? 'dist', 'client/.vite/manifest.json');
const sources = new Map<string, string>();
if (existsSync(manifestPath)) {
  const manifest = JSON.parse(readFileSync(manifestPath, 'utf8')) as Record<string, { file: string; src?: string }>;
  for (const [key, chunk] of Object.entries(manifest)) sources.set(`/${chunk.file}`, chunk.src ?? key);
}

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const MOBILE_UA = 'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36';
const mobileUa = process.argv.includes('--mobile-ua');
const urls = process.argv.slice(2).filter((a) => !a.startsWith('--'));
if (urls.length === 0) {
  console.error('usage: npx tsx bench/js-files.ts <url> [url…]');
  process.exit(2);
}
const browser = await chromium.launch({ executablePath: CHROMIUM, args: ['--no-sandbox', '--disable-dev-shm-usage'] });
try {
  for (const url of urls) {
    const context = await browser.newContext({
      viewport: { width: 412, height: 823 },
      isMobile: true,
      hasTouch: true,
      ...(mobileUa ? { userAgent: MOBILE_UA } : {}),
    });
    const tab = await context.newPage();
    const files: { path: string; gz: number; late: boolean }[] = [];
    let hydrated = false;
    const pending: Promise<void>[] = [];
    tab.on('requestfinished', (req) => {
      if (req.resourceType() !== 'script') return;
      pending.push(
        (async () => {
          const body = (await (await req.response())?.body()) ?? Buffer.alloc(0);
          files.push({ path: new URL(req.url()).pathname, gz: gzipSync(body, { level: 9 }).length, late: hydrated });
        })(),
      );
    });
    await tab.goto(url, { waitUntil: 'load' });
    await tab.locator('html[data-hydrated="true"]').waitFor({ state: 'attached', timeout: 30_000 });
    hydrated = true;
    await tab.waitForLoadState('networkidle');
    await Promise.all(pending);
    files.sort((a, b) => b.gz - a.gz);
    const total = files.reduce((s, f) => s + f.gz, 0);
    console.log(`${url}: ${files.length} files, ${(total / 1024).toFixed(1)} kB gz`);
    const late = files.filter((f) => f.late).reduce((s, f) => s + f.gz, 0);
    console.log(`  of which ${(late / 1024).toFixed(1)} kB gz after hydration (marked *)`);
    for (const f of files) console.log(`  ${(f.gz / 1024).toFixed(1).padStart(6)} kB ${f.late ? '*' : ' '} ${f.path}  ${sources.get(f.path) ?? ''}`);
    await context.close();
  }
} finally {
  await browser.close();
}
