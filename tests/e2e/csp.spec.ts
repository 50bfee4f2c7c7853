import { expect, test, type Page } from './fixtures.ts';
import { hydrated, logIn, rawRequest, site } from './helpers.ts';
import routes from '../../site-configs/routes.json' with { type: 'json' };

/**
 * Issue 11 part 3: a strict CSP from the server (per-response nonce, 'strict-dynamic', no eval, no
 * unsafe-inline scripts), the operator's analytics scripts running under it, and no violation on
 * any route of the three showcase sites, logged in so guarded routes show their own content.
 */

// independent pages: both workers share the routes
test.describe.configure({ mode: 'parallel' });

interface Violation {
  url: string;
  directive: string;
  blocked: string;
  sample: string;
}

function directives(csp: string): Map<string, string[]> {
  const out = new Map<string, string[]>();
  for (const part of csp.split(';')) {
    const [name, ...values] = part.trim().split(/\s+/);
    if (name) out.set(name.toLowerCase(), values);
  }
  return out;
}

function expectStrictPolicy(csp: string | undefined, what: string): string {
  expect(csp, `${what}: content-security-policy header`).toBeTruthy();
  const policy = directives(csp ?? '');
  const script = policy.get('script-src') ?? policy.get('default-src') ?? [];
  const nonce = script.find((v) => /^'nonce-[A-Za-z0-9+/=_-]{16,}'$/.test(v));
  expect(nonce, `${what}: script-src has a nonce`).toBeTruthy();
  expect(script, `${what}: script-src`).toContain("'strict-dynamic'");
  expect(script, `${what}: script-src`).not.toContain("'unsafe-inline'");
  expect(csp, `${what}: no eval`).not.toContain('unsafe-eval');
  expect(policy.get('object-src'), `${what}: object-src`).toEqual(["'none'"]);
  expect(policy.has('frame-ancestors'), `${what}: frame-ancestors`).toBe(true);
  // issue 27: images and frames from the origins the product uses, never any https: host
  for (const name of ['img-src', 'frame-src']) {
    const sources = policy.get(name) ?? [];
    expect(sources, `${what}: ${name}`).toContain("'self'");
    for (const wide of ['https:', 'http:', '*']) expect(sources, `${what}: ${name}`).not.toContain(wide);
  }
  return (nonce ?? '').slice("'nonce-".length, -1);
}

async function listenForViolations(page: Page): Promise<Violation[]> {
  const violations: Violation[] = [];
  await page.exposeBinding('__reportCspViolation', (_source, v: Violation) => {
    violations.push(v);
  });
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (e) => {
      const report = (window as unknown as { __reportCspViolation(v: Violation): void }).__reportCspViolation;
      report({ url: location.href, directive: e.effectiveDirective, blocked: e.blockedURI, sample: e.sample });
    });
  });
  return violations;
}

test('the HTML carries the same nonce on every script, and a fresh one per response', async () => {
  const first = await rawRequest('casino1', '/slots');
  const second = await rawRequest('casino1', '/slots');
  const n1 = expectStrictPolicy(String(first.headers['content-security-policy']), 'casino1 /slots');
  const n2 = expectStrictPolicy(String(second.headers['content-security-policy']), 'casino1 /slots again');
  expect(n1).not.toBe(n2);
  const scripts = first.text.match(/<script\b[^>]*>/g) ?? [];
  expect(scripts.length).toBeGreaterThan(0);
  for (const tag of scripts) expect(tag, 'every <script> carries the response nonce').toContain(`nonce="${n1}"`);
  // the operator's analytics are written into the page by the server, HEAD ones in <head>
  const head = first.text.slice(0, first.text.indexOf('</head>'));
  expect(head).toContain('window.__analytics = window.__analytics ||');
  expect(first.text.slice(first.text.indexOf('</head>'))).toContain("type: 'body_loaded'");
  expect(first.text).not.toMatch(/\son[a-z]+="/);
  expect(first.headers['x-content-type-options']).toBe('nosniff');
  expect(first.headers['referrer-policy']).toBeTruthy();
});

for (const key of ['casino1', 'slot2', 'sportsbook1']) {
  test(`${key}: every route, logged in, without a CSP violation; the operator's analytics ran under the nonce`, async ({ page }) => {
    test.setTimeout(180_000);
    const violations = await listenForViolations(page);
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(`${page.url()}: ${e.message}`));
    const base = site(key);
    const analyticsCalls: string[] = [];
    page.on('request', (r) => {
      if (r.url().includes('/get_analytics')) analyticsCalls.push(r.url());
    });
    await logIn(page, base);
    for (const { path } of routes.routes) {
      const res = await page.goto(`${base}${path}`);
      expectStrictPolicy(res?.headers()['content-security-policy'], `${key} ${path}`);
      await hydrated(page);
    }
    // the server wrote the analytics into each page: HEAD and BODY scripts both ran, and the browser never asked for them
    await expect
      .poll(() => page.evaluate(() => (window as unknown as { __analytics?: { events: { type: string }[] } }).__analytics?.events.map((e) => e.type) ?? null))
      .toContain('body_loaded');
    await page.waitForTimeout(500);
    expect(analyticsCalls).toEqual([]);
    expect(violations).toEqual([]);
    expect(errors).toEqual([]);
  });
}

test('the violation listener itself works: an inline event handler is blocked and reported', async ({ page }) => {
  const violations = await listenForViolations(page);
  await page.goto(`${site('casino1')}/about`);
  await hydrated(page);
  // ('strict-dynamic' lets script-created <script> elements run, so the probe is an inline handler)
  await page.evaluate(() => {
    const probe = document.createElement('div');
    probe.innerHTML = '<img alt="" src="data:," onerror="window.__inlineHandlerRan = true">';
    document.body.appendChild(probe);
  });
  await expect.poll(() => violations.length).toBeGreaterThan(0);
  expect(violations[0]?.directive).toBe('script-src-attr');
  expect(await page.evaluate(() => '__inlineHandlerRan' in window)).toBe(false);
});
