/**
 * `npx tsx bench/load-trace.ts <url> [<url>…] [--settle 6000] [--trace <file>]`: loads each page as Lighthouse's
 * mobile run does (a phone's user agent at 412×823, CPU 4× slower, 150 ms round trip and 1.6 Mbit/s applied
 * through CDP), records a Chromium performance trace from before the navigation until `--settle` ms after
 * the page hydrated, and prints its long tasks with what each is made of (bench/load-tasks.ts). Timings are
 * the throttled machine's, not Lighthouse's simulation: compare builds side by side in one run.
 */
import { chromium } from '@playwright/test';
import { CATEGORIES, endTrace, startTrace } from './tap-trace.ts';
import { PHONE, throttle } from './tap.ts';
import { formatLoadTasks, longLoadTasks } from './load-tasks.ts';

const args = process.argv.slice(2);
const option = (name: string, fallback: string) => {
  const i = args.indexOf(`--${name}`);
  return i >= 0 && args[i + 1] ? args[i + 1]! : fallback;
};
const urls = args.filter((a, i) => !a.startsWith('--') && !args[i - 1]?.startsWith('--'));
const SETTLE_MS = Number(option('settle', '6000'));
const TRACE = option('trace', '');

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-dev-shm-usage', '--disable-gpu'],
});
try {
  for (const [n, url] of urls.entries()) {
    const context = await browser.newContext(PHONE);
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await throttle(cdp);
    await startTrace(
      cdp,
      CATEGORIES.filter((c) => !c.includes('cpu_profiler')),
    );
    await page.goto(url, { waitUntil: 'load', timeout: 120_000 });
    await page.waitForSelector('html[data-hydrated]', { state: 'attached', timeout: 120_000 });
    await page.waitForTimeout(SETTLE_MS);
    const events = await endTrace(cdp, TRACE ? TRACE.replace(/(\.json)?$/, `-${n}.json`) : `/dev/null`);
    const tasks = longLoadTasks(events);
    const total = tasks.reduce((s, t) => s + t.durationMs, 0);
    const blocking = tasks.reduce((s, t) => s + t.durationMs - 50, 0);
    console.log(`${url}: ${tasks.length} long tasks, ${total} ms in all, ${blocking} ms over 50 ms`);
    for (const line of formatLoadTasks(tasks)) console.log(`  ${line}`);
    await context.close();
  }
} finally {
  await browser.close();
}
