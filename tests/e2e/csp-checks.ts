import { expect, type Page } from './fixtures.ts';

/** The strict policy every response must carry, and a page's `securitypolicyviolation` reports (issue 11 part 3). */

export interface Violation {
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

export function expectStrictPolicy(csp: string | undefined, what: string): string {
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

export async function listenForViolations(page: Page): Promise<Violation[]> {
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
