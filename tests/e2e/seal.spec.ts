import { configCopyServer } from './config-copy-server.ts';
import { expect, test, type Page } from './fixtures.ts';
import { hydrated, PORT, watchErrors } from './helpers.ts';

/**
 * Issue 31, Curaçao's live seal: casino2's page runs the regulator's seal script (the demo's stand-in
 * on DEMO_SEAL_PORT, tools/demo-backend/seal-server.ts) under its strict CSP, which names that origin
 * and no other; the badge appears with no violation; a seal that cannot load leaves the static seal
 * and the licence text; a site under another regulator names no seal origin. One server for the file.
 */
const APP_PORT = PORT + 41;
const SEAL_PORT = '4599';
const SEAL_ORIGIN = `http://127.0.0.1:${SEAL_PORT}`;
// registered before the server's own beforeAll, which passes the environment on
test.beforeAll(() => {
  process.env['DEMO_SEAL_PORT'] = SEAL_PORT;
});
const server = configCopyServer('seal', APP_PORT);
test.afterAll(() => {
  delete process.env['DEMO_SEAL_PORT'];
});
const origin = (key: string) => `http://${key}.localhost:${APP_PORT}`;

interface Violation {
  directive: string;
  blocked: string;
}

async function listenForViolations(page: Page): Promise<Violation[]> {
  const violations: Violation[] = [];
  await page.exposeBinding('__reportCspViolation', (_source, v: Violation) => {
    violations.push(v);
  });
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (e) => {
      (window as unknown as { __reportCspViolation(v: Violation): void }).__reportCspViolation({ directive: e.effectiveDirective, blocked: e.blockedURI });
    });
  });
  return violations;
}

const directive = (csp: string, name: string) => csp.split('; ').find((d) => d.startsWith(`${name} `)) ?? '';

test('casino2 (Curaçao): the page runs the seal script under its CSP and shows the badge, without a violation', async ({ page }) => {
  const violations = await listenForViolations(page);
  const errors = watchErrors(page);
  const answer = await page.goto(`${origin('casino2')}/`);
  const csp = (await answer?.allHeaders())?.['content-security-policy'] ?? '';
  expect(directive(csp, 'script-src')).toMatch(new RegExp(`^script-src 'nonce-[^']+' 'strict-dynamic' ${SEAL_ORIGIN}$`));
  expect(directive(csp, 'img-src')).toBe(`img-src 'self' data: blob: ${SEAL_ORIGIN}`);
  expect(directive(csp, 'connect-src')).toBe("connect-src 'self'");
  const badge = page.locator('[data-seal-slot] a[data-seal-live] img');
  await expect(badge).toHaveAttribute('alt', 'Curaçao Gaming Control Board: licence validated for casino2.localhost');
  // the badge image itself loaded from the seal's origin (img-src admits it)
  await expect.poll(() => badge.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
  await expect(page.locator('[data-compliance="ComplianceFooter"]')).toContainText('OGL/2024/002/DEMO');
  // the seal draws inside the footer, which never hydrates: React finds nothing to mend
  await hydrated(page);
  expect(violations).toEqual([]);
  expect(errors).toEqual([]);
});

test('casino2: a seal that cannot load leaves the static seal and the licence text', async ({ page }) => {
  await page.route(`${SEAL_ORIGIN}/**`, (route) => route.abort());
  await page.goto(`${origin('casino2')}/`);
  const footer = page.locator('[data-compliance="ComplianceFooter"]');
  await expect(footer).toContainText('OGL/2024/002/DEMO');
  await expect(footer.locator('[data-seal-slot] img')).toHaveAttribute('src', '/compliance/curacao-seal-demo.svg');
  await expect(footer.locator('[data-seal-live]')).toHaveCount(0);
});

test('a site under another regulator names no seal origin in its CSP', async () => {
  for (const [key, path] of [
    ['casino1', '/'],
    ['slot2', '/en'],
    ['sportsbook1', '/'],
  ] as const) {
    const answer = await server.get(path, `${key}.localhost:${APP_PORT}`);
    const csp = String(answer.headers['content-security-policy'] ?? '');
    expect(csp, key).toContain("script-src 'nonce-");
    expect(csp, key).not.toContain('127.0.0.1');
    expect(answer.text, key).not.toContain(SEAL_ORIGIN);
  }
});
