import { expect, test } from './fixtures.ts';
import { expectStrictPolicy, listenForViolations } from './csp-checks.ts';
import { hydrated, rawRequest, site } from './helpers.ts';

/**
 * Issue 11 part 3: a strict CSP from the server (per-response nonce, 'strict-dynamic', no eval, no
 * unsafe-inline scripts). Every route of the three showcase sites is walked once, for axe and this
 * policy together, in every-route.spec.ts.
 */

// independent pages: both workers share the routes
test.describe.configure({ mode: 'parallel' });

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
