/**
 * Language switch benchmark: on a running site, switches EN → CN (first load of CN's messages),
 * then back to EN and to CN again `rounds` times (cached languages), and reports the medians.
 *
 *   npx tsx bench/language-switch.ts http://casino1.localhost:3000 [--path /slots] [--rounds 5]
 *
 * Timed in the page, so Playwright's own round trips (actionability checks, polling) stay out of
 * the figure: from the click event's timestamp (a capture-phase listener) to
 * - `dom`: the moment <html lang> is the target's and the page's <h1> shows other text
 *   (a MutationObserver), and
 * - `painted`: the end of the first animation frame after that (a message posted from
 *   requestAnimationFrame runs after the frame's style, layout and paint) — the headline figure.
 */
import { chromium, type Page } from '@playwright/test';

interface SwitchTiming {
  dom: number;
  painted: number;
}

declare global {
  interface Window {
    __langBench?: { dom?: number; painted?: number };
  }
}

const args = process.argv.slice(2);
const base = args.find((a) => !a.startsWith('--'));
const option = (name: string, fallback: string) => {
  const i = args.indexOf(`--${name}`);
  return i >= 0 && args[i + 1] ? args[i + 1]! : fallback;
};
if (!base) {
  console.error('usage: tsx bench/language-switch.ts <site base URL> [--path /slots] [--rounds 5]');
  process.exit(2);
}
const path = option('path', '/slots');
const rounds = Number(option('rounds', '5'));

/**
 * The in-page recorder (see the header comment), armed before each click. Kept as source text:
 * tsx compiles functions with `__name` helpers that do not exist in the page.
 */
const ARM = `(tag) => {
  const heading = document.querySelector('h1')?.textContent ?? null;
  const record = {};
  window.__langBench = record;
  let clicked = 0;
  const observer = new MutationObserver(() => {
    if (document.documentElement.lang !== tag) return;
    if (heading !== null && document.querySelector('h1')?.textContent === heading) return;
    observer.disconnect();
    record.dom = performance.now() - clicked;
    requestAnimationFrame(() => {
      const channel = new MessageChannel();
      channel.port1.onmessage = () => (record.painted = performance.now() - clicked);
      channel.port2.postMessage(null);
    });
  });
  const onClick = (event) => {
    if (!(event.target instanceof Element) || !event.target.closest('a[hreflang]')) return;
    document.removeEventListener('click', onClick, true);
    clicked = event.timeStamp;
    observer.observe(document, { subtree: true, childList: true, attributes: true, characterData: true });
  };
  document.addEventListener('click', onClick, true);
}`;

async function switchTo(page: Page, name: string, tag: string): Promise<SwitchTiming> {
  await page.getByRole('button', { name: /Language|语言|ভাষা/ }).click();
  await page.evaluate(`(${ARM})(${JSON.stringify(tag)})`);
  await page.getByRole('link', { name, exact: true }).click();
  await page.waitForFunction(() => window.__langBench?.painted !== undefined);
  const timing = await page.evaluate(() => window.__langBench);
  // let the switch's passive effects and idle work finish before the next one is timed
  await page.waitForTimeout(250);
  return { dom: timing?.dom ?? NaN, painted: timing?.painted ?? NaN };
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return Math.round(sorted[Math.floor(sorted.length / 2)]!);
};

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-dev-shm-usage', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
});
try {
  const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
  await page.goto(new URL(path, base).href, { waitUntil: 'networkidle' });
  await page.locator('html[data-hydrated="true"]').waitFor({ state: 'attached' });
  const first = await switchTo(page, '简体中文', 'zh-CN');
  const cached: SwitchTiming[] = [];
  for (let i = 0; i < rounds; i++) {
    cached.push(await switchTo(page, 'English', 'en-US'));
    cached.push(await switchTo(page, '简体中文', 'zh-CN'));
  }
  const painted = cached.map((t) => t.painted);
  console.log(
    JSON.stringify(
      {
        url: new URL(path, base).href,
        firstSwitchMs: { dom: Math.round(first.dom), painted: Math.round(first.painted) },
        cachedSwitchMedianMs: { dom: median(cached.map((t) => t.dom)), painted: median(painted) },
        cachedSwitchMaxMs: Math.round(Math.max(...painted)),
        cachedSwitches: cached.length,
      },
      null,
      2,
    ),
  );
} finally {
  await browser.close();
}
