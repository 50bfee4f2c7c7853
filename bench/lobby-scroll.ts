/**
 * Lobby scroll benchmark: opens /slots (~2,000 games) in Chromium, records long tasks with a
 * PerformanceObserver, scrolls the whole virtualised list, and prints the longest task and the
 * most tile nodes the DOM held at once. Starts nothing itself: give it a running server's site.
 *
 *   npx tsx bench/lobby-scroll.ts http://casino1.localhost:3000 [--path /slots] [--step 400] [--cpu 1] [--no-images] [--games 5000]
 *
 * --games N answers the browser's get_hot_games with N synthetic games, for the issue's 5,000-game
 * lobby; the server-rendered first screen stays the real one.
 * --no-images answers game thumbnails with an empty 1×1 image, to tell the lobby's own cost from the images'.
 */
import { chromium } from '@playwright/test';

interface PageStats {
  longest: number;
  longTasks: number;
  maxTiles: number;
  samples: number;
}

declare global {
  interface Window {
    __lobbyBench: PageStats;
  }
}

const args = process.argv.slice(2);
const base = args.find((a) => !a.startsWith('--'));
const option = (name: string, fallback: string) => {
  const i = args.indexOf(`--${name}`);
  return i >= 0 && args[i + 1] ? args[i + 1]! : fallback;
};
if (!base) {
  console.error('usage: tsx bench/lobby-scroll.ts <site base URL, e.g. http://casino1.localhost:3000> [--path /slots] [--step 400] [--cpu 1] [--no-images]');
  process.exit(2);
}
const path = option('path', '/slots');
const step = Number(option('step', '400'));
const cpuSlowdown = Number(option('cpu', '1'));
const noImages = args.includes('--no-images');
const games = Number(option('games', '0'));

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-dev-shm-usage', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
});
try {
  const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
  if (cpuSlowdown > 1) {
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpuSlowdown });
  }
  if (noImages) {
    await page.route('**/api/assets/game/**', (route) =>
      route.fulfill({ status: 200, contentType: 'image/svg+xml', body: '<svg xmlns="http://www.w3.org/2000/svg" width="1" height="1"/>' }),
    );
  }
  if (games > 0) {
    // Synthetic games with the demo backend's generated art (it draws any code it is asked for):
    // Node cannot resolve *.localhost, so the real list cannot be fetched from here to be repeated.
    const providers = ['JILI', 'PPLAY', 'FACHAI', 'PGSOFT', 'JDB', 'YBAT', 'EPW', 'CQ9', 'FASTSPIN', 'SPRIBE'];
    const value = Array.from({ length: games }, (_, i) => {
      const provider_code = providers[i % providers.length]!;
      const game_code = `bench-${i}`;
      return {
        provider_code,
        game_code,
        game_name: `Bench Fortune ${i + 1}`,
        game_type: 'slot_game',
        game_image: `/api/assets/game/${provider_code}/${game_code}.svg`,
      };
    });
    await page.route('**/api/product/get_hot_games', (route) => route.fulfill({ json: { statusCode: 1, statusMessage: 'OK', value } }));
  }
  // A string, not a function: tsx would wrap named functions in a helper the page does not have.
  await page.addInitScript(`
    const stats = { longest: 0, longTasks: 0, maxTiles: 0, samples: 0 };
    window.__lobbyBench = stats;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) {
        stats.longTasks += 1;
        stats.longest = Math.max(stats.longest, entry.duration);
      }
    }).observe({ type: 'longtask', buffered: true });
    (function sample() {
      stats.samples += 1;
      stats.maxTiles = Math.max(stats.maxTiles, document.querySelectorAll('.w-gamegrid .w-tile').length);
      requestAnimationFrame(sample);
    })();
  `);
  await page.goto(new URL(path, base).href, { waitUntil: 'networkidle' });
  // the rest of a long category loads when the player nears the grid's end (docs/hydration.md), and the
  // list is virtualised from then on: scroll towards it until it is (bounded)
  for (let i = 0; i < 40 && (await page.locator('.w-tiles--virtual').count()) === 0; i++) {
    await page.mouse.wheel(0, 900);
    await page.waitForTimeout(250);
  }
  await page.locator('.w-tiles--virtual').waitFor({ timeout: 15_000 });
  await page.evaluate(() => window.scrollTo(0, 0));
  const listHeight = await page.evaluate(() => document.querySelector('.w-tiles--virtual')?.getBoundingClientRect().height ?? 0);
  // Measure scrolling only: the load's own long tasks (hydration, the full list's parse) are reported apart.
  const load = await page.evaluate(() => ({ ...window.__lobbyBench }));
  await page.evaluate(() => Object.assign(window.__lobbyBench, { longest: 0, longTasks: 0 }));

  const started = Date.now();
  for (;;) {
    const done = await page.evaluate(() => window.scrollY + window.innerHeight >= document.documentElement.scrollHeight - 2);
    if (done) break;
    await page.mouse.wheel(0, step);
    await page.waitForTimeout(16);
  }
  await page.waitForTimeout(300);
  const scroll = await page.evaluate(() => ({ ...window.__lobbyBench }));
  const tiles = await page.locator('.w-gamegrid .w-tile').count();
  const last = await page.locator('.w-gamegrid .w-tile').last().getAttribute('data-game');
  console.log(
    JSON.stringify(
      {
        url: new URL(path, base).href,
        listHeightPx: Math.round(listHeight),
        scrollMs: Date.now() - started,
        cpuSlowdown,
        images: !noImages,
        games: games || 'catalogue',
        longestTaskMs: Math.round(scroll.longest),
        longTasksWhileScrolling: scroll.longTasks,
        maxTileNodes: scroll.maxTiles,
        tileNodesAtEnd: tiles,
        lastTile: last,
        loadLongestTaskMs: Math.round(load.longest),
      },
      null,
      2,
    ),
  );
} finally {
  await browser.close();
}
