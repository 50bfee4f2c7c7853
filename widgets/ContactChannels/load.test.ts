import { describe, expect, it } from 'vitest';
import { safeHref, readChannels } from './load.ts';

describe('contact channels reader', () => {
  it('only web, mail and phone links', () => {
    expect(safeHref('javascript:alert(1)')).toBeNull();
    expect(safeHref('https://t.me/x')).toBe('https://t.me/x');
    expect(
      readChannels([
        { platform: 'telegram', url: 'https://t.me/x', handle: '@x' },
        { platform: 'evil', url: 'javascript:alert(1)' },
      ]),
    ).toHaveLength(1);
  });
});
