import { describe, expect, it } from 'vitest';
import { browserAudience, experimentReporter } from './targeting-browser.ts';

describe('browserAudience', () => {
  const page = { variants: { hero: 'b' }, at: 100, timeZone: 'Asia/Manila' };
  it('fills what the page did not read from the cookies the server set', () => {
    expect(browserAudience(page, 'exp_banner=on; exp_hero=a; mkt=PH; other=1', true, 999)).toEqual({
      market: 'PH',
      variants: { banner: 'on', hero: 'b' },
      at: 100,
      timeZone: 'Asia/Manila',
    });
  });
  it("a page that read the market is the market's, also when it had none", () => {
    expect(browserAudience({ ...page, market: '' }, 'mkt=PH', true, 999).market).toBeUndefined();
    expect(browserAudience({ ...page, market: 'GB' }, 'mkt=PH', true, 999).market).toBe('GB');
  });
  it("judges the first page at the server's instant and later pages at the browser's clock", () => {
    expect(browserAudience(page, '', true, 999).at).toBe(100);
    expect(browserAudience(page, '', false, 999).at).toBe(999);
    expect(browserAudience({ ...page, fixed: true }, '', false, 999).at).toBe(100);
  });
});

describe('experimentReporter', () => {
  it('pushes one impression per experiment per page load to the dataLayer', () => {
    const target: { dataLayer?: unknown[] } = {};
    const report = experimentReporter(target);
    report('hero', 'b');
    report('hero', 'b');
    report('banner', undefined);
    report('banner', 'on');
    expect(target.dataLayer).toEqual([
      { event: 'experiment_impression', experiment_id: 'hero', variant_id: 'b' },
      { event: 'experiment_impression', experiment_id: 'banner', variant_id: 'on' },
    ]);
  });
});
