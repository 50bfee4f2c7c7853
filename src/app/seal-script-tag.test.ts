import { describe, expect, it } from 'vitest';
import { withSealScript } from './seal-script-tag.ts';

const seal = { src: 'https://cert-gcb.cv/seal.js?a=1&b="x"', origin: 'https://cert-gcb.cv', needs: [] };
const withSlot = '<html><body><footer><div data-seal-slot="curacao"></div></footer></body></html>';

describe('the seal script in the page (issue 31)', () => {
  it('goes at the end of the body, async and under the nonce, its address escaped', () => {
    const { html, loaded } = withSealScript(withSlot, seal, 'NONCE');
    expect(loaded).toBe(true);
    expect(html).toBe(
      '<html><body><footer><div data-seal-slot="curacao"></div></footer><script async src="https://cert-gcb.cv/seal.js?a=1&amp;b=&quot;x&quot;" nonce="NONCE"></script></body></html>',
    );
  });

  it('is left out of a page without the footer’s seal slot, and when there is no seal', () => {
    expect(withSealScript('<html><body></body></html>', seal, 'N')).toEqual({ html: '<html><body></body></html>', loaded: false });
    expect(withSealScript(withSlot, undefined, 'N')).toEqual({ html: withSlot, loaded: false });
  });
});
