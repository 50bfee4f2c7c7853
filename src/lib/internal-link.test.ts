import { describe, expect, it } from 'vitest';
import { isInternalLink } from './internal-link.ts';

describe('an internal link', () => {
  it('is a path of ours', () => {
    expect(isInternalLink('/promotions')).toBe(true);
    expect(isInternalLink('/')).toBe(true);
  });
  it('is not another origin, protocol-relative or with a scheme', () => {
    for (const link of ['//evil.example/x', 'https://example.com/', 'javascript:alert(1)', 'promotions', '']) expect(isInternalLink(link)).toBe(false);
  });
});
