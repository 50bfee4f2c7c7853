import { describe, expect, it } from 'vitest';
import { newNonce, securityHeaders } from './security-headers.ts';

describe('security headers', () => {
  it('scripts only by nonce with strict-dynamic; no unsafe-eval or unsafe-inline for scripts', () => {
    const csp = securityHeaders('abc', {})['content-security-policy'] ?? '';
    const scriptSrc = csp.split('; ').find((d) => d.startsWith('script-src')) ?? '';
    expect(scriptSrc).toBe("script-src 'nonce-abc' 'strict-dynamic'");
    expect(csp).not.toContain('unsafe-eval');
    expect(csp).toContain("object-src 'none'");
  });
  it('frame-ancestors as the operator configures', () => {
    expect(securityHeaders('n', {})['content-security-policy']).toContain("frame-ancestors 'self'");
    expect(securityHeaders('n', { FRAME_ANCESTORS: 'https://partner.example' })['content-security-policy']).toContain(
      'frame-ancestors https://partner.example',
    );
  });
  it('nosniff and a referrer policy', () => {
    const h = securityHeaders('n', {});
    expect(h['x-content-type-options']).toBe('nosniff');
    expect(h['referrer-policy']).toBe('strict-origin-when-cross-origin');
  });
  it('nonces are fresh and unguessable', () => {
    const a = newNonce();
    expect(a).not.toBe(newNonce());
    expect(Buffer.from(a, 'base64')).toHaveLength(16);
    // drawn in batches: across several batches no nonce repeats
    const many = Array.from({ length: 2_000 }, newNonce);
    expect(new Set(many).size).toBe(many.length);
  });
});

describe('where images and frames may come from', () => {
  const directive = (env: NodeJS.ProcessEnv, name: string) =>
    (securityHeaders('n', env)['content-security-policy'] ?? '').split('; ').find((d) => d.startsWith(`${name} `));

  it('by default this origin, data: and blob: images only, and frames of this origin: no https: wildcard', () => {
    expect(directive({}, 'img-src')).toBe("img-src 'self' data: blob:");
    expect(directive({}, 'frame-src')).toBe("frame-src 'self'");
    expect(securityHeaders('n', {})['content-security-policy']).not.toMatch(/\shttps?:(\s|;|$)/);
  });

  it("adds the operator's origins, each as the URL parser reads it", () => {
    expect(directive({ IMG_ORIGINS: 'https://cdn.example, https://*.games.example:8443  https://IMG.Example/' }, 'img-src')).toBe(
      "img-src 'self' data: blob: https://cdn.example https://*.games.example:8443 https://img.example",
    );
    expect(directive({ FRAME_ORIGINS: 'https://cashier.example.com' }, 'frame-src')).toBe("frame-src 'self' https://cashier.example.com");
  });

  it('leaves out what is not an origin, so no value can widen the policy', () => {
    const env = {
      IMG_ORIGINS:
        "https: * 'unsafe-inline' https://x;script-src https://cdn.example/path data:text https://user@cdn.example ftp://cdn.example https://ok.example",
    };
    expect(directive(env, 'img-src')).toBe("img-src 'self' data: blob: https://ok.example");
    expect(securityHeaders('n', env)['content-security-policy']?.match(/script-src/g)).toHaveLength(1);
  });
});

describe('a page that loads its regulator’s live seal (issue 31)', () => {
  const directives = (seal?: Parameters<typeof securityHeaders>[2]) =>
    new Map((securityHeaders('n', {}, seal)['content-security-policy'] ?? '').split('; ').map((d) => [d.split(' ')[0] ?? '', d] as const));

  it('admits exactly the seal’s origin for scripts and for what the seal loads, nothing else', () => {
    const csp = directives({ origin: 'https://cert-gcb.cv', needs: ['img-src'] });
    expect(csp.get('script-src')).toBe("script-src 'nonce-n' 'strict-dynamic' https://cert-gcb.cv");
    expect(csp.get('img-src')).toBe("img-src 'self' data: blob: https://cert-gcb.cv");
    expect(csp.get('connect-src')).toBe("connect-src 'self'");
    expect(csp.get('default-src')).toBe("default-src 'self'");
    expect(csp.get('frame-src')).toBe("frame-src 'self'");
  });

  it('adds connect-src only when the seal needs it', () => {
    expect(directives({ origin: 'http://127.0.0.1:4599', needs: ['connect-src'] }).get('connect-src')).toBe("connect-src 'self' http://127.0.0.1:4599");
  });

  it('names no seal origin on a page without one', () => {
    expect(directives().get('script-src')).toBe("script-src 'nonce-n' 'strict-dynamic'");
  });

  it('lets nothing but an origin in: a value carrying another directive or a path widens nothing', () => {
    expect(directives({ origin: "https://cert-gcb.cv; script-src 'unsafe-inline'", needs: ['img-src'] }).get('script-src')).toBe(
      "script-src 'nonce-n' 'strict-dynamic'",
    );
    expect(directives({ origin: 'https://cert-gcb.cv/x.js', needs: [] }).get('script-src')).toBe("script-src 'nonce-n' 'strict-dynamic'");
  });
});
