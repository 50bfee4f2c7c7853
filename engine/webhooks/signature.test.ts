import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { payloadHashOf, signatureOf, verifySignature } from './signature.ts';

describe('webhook signatures', () => {
  const body = '{"id":"e1","event":"publish"}';

  it("is GitHub's sha256=<hex HMAC-SHA256 of the raw body>", () => {
    expect(signatureOf(body, 'k'.repeat(20))).toBe(`sha256=${createHmac('sha256', 'k'.repeat(20)).update(body).digest('hex')}`);
    expect(signatureOf(body, 'k'.repeat(20))).toMatch(/^sha256=[0-9a-f]{64}$/);
  });

  it('verifies only the same bytes under the same secret', () => {
    const header = signatureOf(body, 'secret-one-0123456');
    expect(verifySignature(body, 'secret-one-0123456', header)).toBe(true);
    expect(verifySignature(Buffer.from(body), 'secret-one-0123456', header)).toBe(true);
    expect(verifySignature(`${body} `, 'secret-one-0123456', header)).toBe(false);
    expect(verifySignature(body, 'secret-two-0123456', header)).toBe(false);
    expect(verifySignature(body, 'secret-one-0123456', undefined)).toBe(false);
    expect(verifySignature(body, 'secret-one-0123456', header.slice(0, -1))).toBe(false);
  });

  it('hashes the payload as hex SHA-256', () => expect(payloadHashOf('')).toBe('e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855'));
});
