import { describe, expect, it, vi } from 'vitest';
import { deflateRawSync, gunzipSync } from 'node:zlib';
import { createNonceTemplate, filledLength, fillNonceGzip, nonceParts, type NonceTemplate } from './nonce-template.ts';

const slot = '9f2c7a0d4e6b8c1a3f5e7d9b0c2a4e6f';
const html = `<!doctype html><html><head><script nonce="${slot}">window.a=1</script></head><body>${'<p>Ünïcødé 老虎机 স্লট</p>'.repeat(3000)}<script type="module" nonce="${slot}" src="/e.js"></script></body></html>`;

const fillNonce = (t: NonceTemplate, nonce: string) => Buffer.concat(nonceParts(t, nonce));

vi.mock('node:zlib', async (actual) => {
  const zlib = await actual<typeof import('node:zlib')>();
  return { ...zlib, deflateRawSync: vi.fn(zlib.deflateRawSync) };
});

describe('nonce templates (re-serving a rendered page with a fresh nonce)', () => {
  const t = createNonceTemplate(html, slot);

  it('fills every slot, identity', () => {
    expect(fillNonce(t, 'AAAA+/==').toString('utf8')).toBe(html.replaceAll(slot, 'AAAA+/=='));
    expect(filledLength(t, 'AAAA+/==')).toBe(Buffer.byteLength(html.replaceAll(slot, 'AAAA+/==')));
  });

  it('compresses a page only when it is first sent gzip-encoded, and only once', () => {
    vi.mocked(deflateRawSync).mockClear();
    const fresh = createNonceTemplate(html, slot);
    fillNonce(fresh, 'a');
    expect(deflateRawSync).not.toHaveBeenCalled();
    fillNonceGzip(fresh, 'b');
    fillNonceGzip(fresh, 'c');
    expect(deflateRawSync).toHaveBeenCalledTimes(3);
  });

  it('gzip output decodes to the same page, with a valid CRC and length, for different nonces', () => {
    for (const nonce of ['abc', 'ZmFrZS1ub25jZS0xMjM0NQ==', '']) {
      const gz = fillNonceGzip(t, nonce);
      expect(gunzipSync(gz).toString('utf8')).toBe(html.replaceAll(slot, nonce));
      expect(gz.length).toBeLessThan(Buffer.byteLength(html) / 4);
    }
  });

  it('a page without slots is served as it is', () => {
    const plain = createNonceTemplate('<p>no scripts</p>', slot);
    expect(fillNonce(plain, 'x').toString()).toBe('<p>no scripts</p>');
    expect(gunzipSync(fillNonceGzip(plain, 'x')).toString()).toBe('<p>no scripts</p>');
  });
});
