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
