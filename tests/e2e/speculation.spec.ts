import { readFileSync } from 'node:fs';
import type { CDPSession, Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { expectStrictPolicy, listenForViolations } from './csp-checks.ts';
import { rawRequest, site } from './helpers.ts';

/**
 * Issue 51 part 2: the page's speculation rules (src/app/speculation-rules.ts) prerender the menu's and
 * category bar's links, so a tap before the router's code is here activates a page already rendered;
 * a prerendered page runs none of the app's code, nor the operator's scripts, until it is shown; and
 * no link that acts is ever speculated. Each test keeps the first page's entry script from starting, as
 * on a slow phone before the router's code arrives (then the browser follows router links).
 */

/**
 * The first page's bootstrap adds no entry script, so its links stay plain links. Not by routing the
 * request: Playwright's routing turns the cache off, and Chromium prerenders nothing then
 * (PrerenderingDisabledByDevTools). A prerendered page starts as usual.
 */
async function withoutEntryScript(page: Page): Promise<void> {
  await page.addInitScript(() => {
    if ((document as Document & { prerendering?: boolean }).prerendering) return;
    const append = Node.prototype.appendChild;
    Node.prototype.appendChild = function <T extends Node>(this: Node, node: T): T {
      return node instanceof HTMLScriptElement && node.src.includes('/entry-client-') ? node : append.call(this, node) as T;
    };
  });
}

interface Candidate {
  url: string;
  action: string;
}

const routes = (JSON.parse(readFileSync('site-configs/routes.json', 'utf8')) as { routes: { path: string; guard: string }[] }).routes;

/** The links the page's rules make candidates of, as Chromium reports them (whatever their eagerness), and each prerender's status. */
async function preloading(page: Page): Promise<{ cdp: CDPSession; candidates: () => Candidate[]; ready: (url: string) => Promise<void> }> {
  const cdp = await page.context().newCDPSession(page);
  let candidates: Candidate[] = [];
  const statuses: { url: string; status: string; reason?: string }[] = [];
  cdp.on('Preload.preloadingAttemptSourcesUpdated', (event) => {
    candidates = event.preloadingAttemptSources.map((s) => ({ url: s.key.url, action: s.key.action }));
  });
  cdp.on('Preload.prerenderStatusUpdated', (event) => statuses.push({ url: event.key.url, status: event.status, reason: event.prerenderStatus }));
  await cdp.send('Preload.enable');
  return {
    cdp,
    candidates: () => candidates,
    ready: (url) => expect.poll(() => statuses.filter((s) => s.url === url).map((s) => `${s.status}${s.reason ? ` ${s.reason}` : ''}`), { timeout: 15_000 }).toContain('Ready'),
  };
}

/** The address's route as the route table names it (a language prefix dropped). */
function routeOf(url: URL) {
  const path = url.pathname.replace(/^\/(en|php|cn|esp|rus|vi|ms|ne|ct)(?=\/|$)/, '') || '/';
  return routes.find((r) => r.path === path);
}

test('the rules are a speculationrules script under the response nonce, and the policy runs them', async ({ page }) => {
  const raw = await rawRequest('casino1', '/');
  const nonce = expectStrictPolicy(String(raw.headers['content-security-policy']), 'casino1 /');
  const head = raw.text.slice(0, raw.text.indexOf('</head>'));
  const tag = new RegExp(`<script type="speculationrules" nonce="${nonce}">([^<]*)</script>`).exec(head);
  expect(tag, 'the rules in <head>, under the nonce').not.toBeNull();
  const rules = JSON.parse(tag![1]!) as { prerender?: { eagerness: string }[]; prefetch: { eagerness: string }[] };
  expect(rules.prerender?.map((r) => r.eagerness)).toEqual(['moderate']);
  expect(rules.prefetch.map((r) => r.eagerness)).toEqual(['conservative']);

  const violations = await listenForViolations(page);
  await withoutEntryScript(page);
  const { candidates } = await preloading(page);
  await page.goto(`${site('casino1')}/`, { waitUntil: 'domcontentloaded' });
  // Chromium reads the rules only when the policy lets them run: then the menu's links are candidates
  await expect.poll(() => candidates().filter((c) => c.action === 'Prerender').length).toBeGreaterThan(0);
  expect(violations).toEqual([]);
});

test('no side-effect link is speculated', async ({ page }) => {
  await withoutEntryScript(page);
  const { candidates } = await preloading(page);
  await page.goto(`${site('casino1')}/`, { waitUntil: 'domcontentloaded' });
  await expect.poll(() => candidates().length).toBeGreaterThan(0);
  const origin = new URL(site('casino1')).origin;
  // links that act, in the main menu where the rules prerender, beside one that may be
  await page.evaluate(() => {
    const nav = document.createElement('nav');
    nav.innerHTML = [
      '<a data-discover href="/about">about</a>',
      '<a data-discover href="/logout">logout</a>',
      '<a data-discover href="/api/player/logout">api</a>',
      '<a data-discover href="/deposit">deposit</a>',
      '<a data-discover href="/playnow?game=1">game</a>',
      '<a data-discover href="/slots?claim=bonus">acting query</a>',
      '<a data-discover href="/vip" data-no-speculate>marked</a>',
      '<a data-discover href="/promotions" download>download</a>',
      '<a href="https://example.com/slots">external</a>',
    ].join('');
    document.body.prepend(nav);
  });
  await expect.poll(() => candidates().map((c) => c.url)).toContain(`${origin}/about`);
  expect(candidates().filter((c) => c.url === `${origin}/about`).map((c) => c.action)).toContain('Prerender');
  const urls = candidates().map((c) => c.url);
  for (const acting of ['/logout', '/api/player/logout', '/deposit', '/playnow?game=1', '/slots?claim=bonus', '/vip', '/promotions']) {
    expect(urls, acting).not.toContain(`${origin}${acting}`);
  }
  expect(urls).not.toContain('https://example.com/slots');
  // and of the page's own links (game tiles, the account's pages) only pages anyone may open
  for (const url of urls.map((u) => new URL(u))) {
    expect(url.origin, url.href).toBe(origin);
    expect(url.search, url.href).toBe('');
    expect(routeOf(url)?.guard, url.href).not.toBe('auth');
    expect(routeOf(url), url.href).toBeDefined();
  }
});

test('a menu link hovered is prerendered and its tap activates it; a prerendered page sends no vitals or player calls until shown', async ({ page }) => {
  await withoutEntryScript(page);
  const { ready } = await preloading(page);
  await page.goto(`${site('casino1')}/`, { waitUntil: 'domcontentloaded' });
  const link = page.locator('header nav a[data-discover][href]:not([aria-current])').first();
  const href = new URL((await link.getAttribute('href')) ?? '', site('casino1')).href;
  await link.hover();
  await ready(href);
  // long enough for the page's new-version check (1 s after start) and its idle work, had it started
  await page.waitForTimeout(3_000);
  await link.click();
  await page.waitForURL(href);
  const activation = await page.evaluate(() => (performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming).activationStart);
  expect(activation, 'the page was prerendered, then shown').toBeGreaterThan(0);
  // the page starts once shown: its code, then the check for a new version (1 s after), then its idle work
  await page.locator('html[data-hydrated="true"]').waitFor({ state: 'attached' });
  await expect
    .poll(() => page.evaluate(() => performance.getEntriesByType('resource').some((e) => e.name.includes('/builds/latest.json'))), { timeout: 15_000 })
    .toBe(true);
  const sent = await page.evaluate(() =>
    performance
      .getEntriesByType('resource')
      .filter((e) => /\/(api|__vitals|builds)\//.test(new URL(e.name).pathname) || e.initiatorType === 'beacon')
      .map((e) => ({ name: e.name, startTime: e.startTime })),
  );
  expect(sent.length, 'the page calls once shown').toBeGreaterThan(0);
  for (const call of sent) expect(call.startTime, `${call.name} waited for the page to be shown`).toBeGreaterThanOrEqual(activation);
  // the operator's analytics ran once, when the page was shown
  expect(await page.evaluate(() => (window as unknown as { dataLayer?: { event?: string }[] }).dataLayer?.filter((e) => e.event === 'demo_pageview').length)).toBe(1);
});
