import { describe, expect, it } from 'vitest';
import { createVitalsAggregate, p75, summarise } from './aggregate.ts';

describe('p75', () => {
  it('is the nearest-rank 75th percentile', () => {
    expect(p75([1, 2, 3, 4])).toBe(3);
    expect(p75([10])).toBe(10);
    expect(p75([5, 1, 4, 2, 3, 8, 7, 6])).toBe(6);
  });
});

describe('createVitalsAggregate', () => {
  it('keeps figures per site, page and device, as histograms and p75 figures', async () => {
    const agg = createVitalsAggregate();
    for (const lcp of [1000, 2000, 3000, 4000]) agg.record('casino1.localhost', 'mobile', { page: '/', metrics: [{ name: 'LCP', value: lcp }] });
    agg.record('casino1.localhost', 'desktop', { page: '/', metrics: [{ name: 'CLS', value: 0.1 }] });
    expect(agg.summary()).toEqual([
      { site: 'casino1.localhost', page: '/', device: 'mobile', metrics: { LCP: { p75: 3000, count: 4 } } },
      { site: 'casino1.localhost', page: '/', device: 'desktop', metrics: { CLS: { p75: 0.1, count: 1 } } },
    ]);
    const text = await agg.registry.metrics();
    expect(text).toContain('web_vitals_lcp_seconds_bucket{le="2.5",site="casino1.localhost",page="/",device="mobile"} 2');
    expect(text).toContain('web_vitals_lcp_seconds_count{site="casino1.localhost",page="/",device="mobile"} 4');
    expect(text).toContain('web_vitals_cls_sum{site="casino1.localhost",page="/",device="desktop"} 0.1');
  });

  it('counts reports past the series bound under "other"', () => {
    const agg = createVitalsAggregate(2);
    for (const page of ['/a', '/b', '/c', '/d']) agg.record('s', 'mobile', { page, metrics: [{ name: 'INP', value: 100 }] });
    expect(agg.summary().map((s) => `${s.site} ${s.page}`)).toEqual(['s /a', 's /b', 'other other']);
    expect(agg.summary()[2]?.metrics.INP?.count).toBe(2);
  });
});

describe('createVitalsAggregate with known sites (issue 50)', () => {
  it('counts hosts that are not known sites under one "unknown" series, so they never fill the bound', () => {
    const agg = createVitalsAggregate(3, (site) => site === 'casino1.localhost');
    for (let i = 0; i < 50; i++) agg.record(`made-up-${i}.example`, 'mobile', { page: `/p${i}`, metrics: [{ name: 'INP', value: 100 }] });
    for (const page of ['/', '/slots']) agg.record('casino1.localhost', 'mobile', { page, metrics: [{ name: 'INP', value: 100 }] });
    expect(agg.summary().map((s) => `${s.site} ${s.page} ${s.metrics.INP?.count}`)).toEqual([
      'unknown unknown 50',
      'casino1.localhost / 1',
      'casino1.localhost /slots 1',
    ]);
  });
});

describe('summarise', () => {
  it('pools one series from several processes: the p75 of all values, the counts summed', () => {
    const a = createVitalsAggregate();
    const b = createVitalsAggregate();
    for (const inp of [40, 80]) a.record('slot2.localhost', 'mobile', { page: '/slots', metrics: [{ name: 'INP', value: inp }] });
    for (const inp of [120, 400]) b.record('slot2.localhost', 'mobile', { page: '/slots', metrics: [{ name: 'INP', value: inp }] });
    b.record('slot2.localhost', 'desktop', { page: '/slots', metrics: [{ name: 'LCP', value: 900 }] });
    expect(summarise([...a.values(), ...b.values()])).toEqual([
      { site: 'slot2.localhost', page: '/slots', device: 'mobile', metrics: { INP: { p75: 120, count: 4 } } },
      { site: 'slot2.localhost', page: '/slots', device: 'desktop', metrics: { LCP: { p75: 900, count: 1 } } },
    ]);
    expect(summarise([])).toEqual([]);
  });
});
