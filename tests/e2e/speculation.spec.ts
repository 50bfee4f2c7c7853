import { readFileSync } from 'node:fs';
import type { CDPSession, Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { expectStrictPolicy, listenForViolations } from './csp-checks.ts';
import { rawRequest, site } from './helpers.ts';
import { launchRawChromium } from './raw-cdp.ts';

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
      return node instanceof HTMLScriptElement && node.src.includes('/entry-client-') ? node : (append.call(this, node) as T);
    };
  });
}

interface Candidate {
  url: string;
  action: string;
}

const routes = (JSON.parse(readFileSync('site-configs/routes.json', 'utf8')) as { routes: { path: string; guard: string }[] }).routes;

/** The links the page's rules make candidates of, as Chromium reports them (whatever their eagerness). */
async function preloading(page: Page): Promise<{ cdp: CDPSession; candidates: () => Candidate[] }> {
  const cdp = await page.context().newCDPSession(page);
  let candidates: Candidate[] = [];
  cdp.on('Preload.preloadingAttemptSourcesUpdated', (event) => {
    candidates = event.preloadingAttemptSources.map((s) => ({ url: s.key.url, action: s.key.action }));
  });
  await cdp.send('Preload.enable');
  return {
    cdp,
    candidates: () => candidates,
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
  // found as text, not by a pattern: a base64 nonce may hold "+" and "/"
  const open = `<script type="speculationrules" nonce="${nonce}">`;
  const start = head.indexOf(open);
  expect(start, 'the rules in <head>, under the nonce').toBeGreaterThanOrEqual(0);
  const body = head.slice(start + open.length, head.indexOf('</script>', start));
  const rules = JSON.parse(body) as { prerender?: { eagerness: string }[]; prefetch: { eagerness: string }[] };
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
      '<a data-discover href="/faqs" data-no-speculate>marked</a>',
      '<a data-discover href="/news" download>download</a>',
      '<a data-discover href="/mission" target="_blank">new window</a>',
      '<a href="https://example.com/slots">external</a>',
    ].join('');
    document.body.prepend(nav);
  });
  await expect.poll(() => candidates().map((c) => c.url)).toContain(`${origin}/about`);
  expect(
    candidates()
      .filter((c) => c.url === `${origin}/about`)
      .map((c) => c.action),
  ).toContain('Prerender');
  const urls = candidates().map((c) => c.url);
  for (const acting of ['/logout', '/api/player/logout', '/deposit', '/playnow?game=1', '/slots?claim=bonus', '/faqs', '/news', '/mission']) {
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

test('a menu link hovered is prerendered and its tap activates it; a prerendered page sends no vitals or player calls until shown', async () => {
  const chromium = launchRawChromium();
  try {
    const origin = site('casino1');
    await chromium.send('Storage.setCookies', { cookies: [{ name: 'ann_off', value: '1', url: origin }] });
    const { targetId } = await chromium.send<{ targetId: string }>('Target.createTarget', { url: 'about:blank' });
    const attach = async () => (await chromium.send<{ sessionId: string }>('Target.attachToTarget', { targetId, flatten: true })).sessionId;
    let session = await attach();
    const evaluate = async <T>(expression: string): Promise<T> =>
      (await chromium.send<{ result: { value: T } }>('Runtime.evaluate', { expression, returnByValue: true, awaitPromise: true }, session)).result.value;
    // the first page's links stay plain links: its bootstrap adds no entry script (the prerendered page's document is made once detached)
    await chromium.send(
      'Page.addScriptToEvaluateOnNewDocument',
      {
        source: `{const a=Node.prototype.appendChild;Node.prototype.appendChild=function(n){return n instanceof HTMLScriptElement&&n.src.includes('/entry-client-')?n:a.call(this,n)}}`,
      },
      session,
    );
    await chromium.send('Page.enable', {}, session);
    await chromium.send('Page.navigate', { url: `${origin}/` }, session);
    await expect.poll(() => evaluate<string>('document.readyState')).toBe('complete');
    const link = await evaluate<{ href: string; x: number; y: number }>(
      `(() => { const a = document.querySelector('header nav a[data-discover][href]:not([aria-current])'); const r = a.getBoundingClientRect(); return { href: a.href, x: r.x + r.width / 2, y: r.y + r.height / 2 }; })()`,
    );
    await chromium.send('Input.dispatchMouseEvent', { type: 'mouseMoved', x: link.x, y: link.y }, session);
    await chromium.send('Target.detachFromTarget', { sessionId: session });
    // the hover starts the prerender; long enough for its new-version check (1 s after start) and idle work, had it started
    await new Promise((resolve) => setTimeout(resolve, 4_000));
    session = await attach();
    await chromium.send('Input.dispatchMouseEvent', { type: 'mousePressed', x: link.x, y: link.y, button: 'left', clickCount: 1 }, session);
    await chromium.send('Input.dispatchMouseEvent', { type: 'mouseReleased', x: link.x, y: link.y, button: 'left', clickCount: 1 }, session);
    await expect.poll(() => evaluate<string>('location.href').catch(() => '')).toBe(link.href);
    const activation = await evaluate<number>(`performance.getEntriesByType('navigation')[0].activationStart`);
    expect(activation, 'the page was prerendered, then shown').toBeGreaterThan(0);
    // once shown the page starts: it hydrates, checks for a new version (1 s after) and calls the API
    await expect.poll(() => evaluate<boolean>(`document.documentElement.dataset.hydrated === 'true'`), { timeout: 20_000 }).toBe(true);
    await expect
      .poll(() => evaluate<boolean>(`performance.getEntriesByType('resource').some((e) => e.name.includes('/builds/latest.json'))`), { timeout: 15_000 })
      .toBe(true);
    const sent = await evaluate<{ name: string; startTime: number }[]>(
      // the API's calls, the vitals beacon and the new-version check; images are served under /api/assets/ and are the page itself
      `performance.getEntriesByType('resource').filter((e) => { const path = new URL(e.name).pathname; return (/^\\/(api|__vitals|builds)\\//.test(path) && !path.startsWith('/api/assets/')) || e.initiatorType === 'beacon'; }).map((e) => ({ name: e.name, startTime: e.startTime }))`,
    );
    expect(sent.length, 'the page calls once shown').toBeGreaterThan(0);
    for (const call of sent) expect(call.startTime, `${call.name} waited for the page to be shown`).toBeGreaterThanOrEqual(activation);
    // the operator's analytics, HEAD and BODY, ran once, when the page was shown
    expect(await evaluate<number>(`(window.dataLayer || []).filter((e) => e.event === 'demo_pageview').length`)).toBe(1);
    const bodyLoaded = await evaluate<number>(`window.__analytics.events.find((e) => e.type === 'body_loaded').at - performance.timeOrigin`);
    expect(bodyLoaded, "the operator's BODY script ran once the page was shown").toBeGreaterThanOrEqual(activation - 1);
  } finally {
    await chromium.close();
  }
});
