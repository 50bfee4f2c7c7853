import { describe, expect, it } from 'vitest';
import { createFieldAggregate, p75, summarise } from './aggregate.ts';
import type { FieldReport } from './body.ts';

const vitals = (page: string, metrics: FieldReport['metrics']): FieldReport => ({ page, metrics, elements: [] });
const seen = (page: string, elements: FieldReport['elements']): FieldReport => ({ page, metrics: [], elements });
const licence = (rendered: boolean, visible: boolean) => ({ element: 'licence-statement' as const, rendered, visible });

describe('p75', () => {
  it('is the nearest-rank 75th percentile', () => {
    expect(p75([1, 2, 3, 4])).toBe(3);
    expect(p75([10])).toBe(10);
    expect(p75([5, 1, 4, 2, 3, 8, 7, 6])).toBe(6);
  });
});

describe('createFieldAggregate: vitals', () => {
  it('keeps figures per site, page and device, as histograms and p75 figures', async () => {
    const agg = createFieldAggregate();
    for (const lcp of [1000, 2000, 3000, 4000]) agg.record('casino1.localhost', 'mobile', vitals('/', [{ name: 'LCP', value: lcp }]));
    agg.record('casino1.localhost', 'desktop', vitals('/', [{ name: 'CLS', value: 0.1 }]));
    expect(summarise(agg.values())).toEqual({
      vitals: [
        { site: 'casino1.localhost', page: '/', device: 'mobile', metrics: { LCP: { p75: 3000, count: 4 } } },
        { site: 'casino1.localhost', page: '/', device: 'desktop', metrics: { CLS: { p75: 0.1, count: 1 } } },
      ],
      seen: [],
    });
    const text = await agg.registry.metrics();
    expect(text).toContain('web_vitals_lcp_seconds_bucket{le="2.5",site="casino1.localhost",page="/",device="mobile"} 2');
    expect(text).toContain('web_vitals_lcp_seconds_count{site="casino1.localhost",page="/",device="mobile"} 4');
    expect(text).toContain('web_vitals_cls_sum{site="casino1.localhost",page="/",device="desktop"} 0.1');
  });

  it('counts reports past the series bound under "other"', () => {
    const agg = createFieldAggregate(2);
    for (const page of ['/a', '/b', '/c', '/d']) agg.record('s', 'mobile', vitals(page, [{ name: 'INP', value: 100 }]));
    const { vitals: series } = summarise(agg.values());
    expect(series.map((s) => `${s.site} ${s.page}`)).toEqual(['s /a', 's /b', 'other other']);
    expect(series[2]?.metrics.INP?.count).toBe(2);
  });

  it('counts hosts that are not known sites under one "unknown" series, so they never fill the bound (issue 50)', () => {
    const agg = createFieldAggregate(3, (site) => site === 'casino1.localhost');
    for (let i = 0; i < 50; i++) agg.record(`made-up-${i}.example`, 'mobile', vitals(`/p${i}`, [{ name: 'INP', value: 100 }]));
    for (const page of ['/', '/slots']) agg.record('casino1.localhost', 'mobile', vitals(page, [{ name: 'INP', value: 100 }]));
    expect(summarise(agg.values()).vitals.map((s) => `${s.site} ${s.page} ${s.metrics.INP?.count}`)).toEqual([
      'unknown unknown 50',
      'casino1.localhost / 1',
      'casino1.localhost /slots 1',
    ]);
  });
});

describe('createFieldAggregate: compliance seen', () => {
  it('counts, per site, page, device and element, the views that owed it, rendered it and showed it', async () => {
    const agg = createFieldAggregate();
    agg.record('casino1.localhost', 'mobile', seen('/', [licence(true, true), { element: 'rg-link', rendered: true, visible: true }]));
    agg.record('casino1.localhost', 'mobile', seen('/', [licence(true, false)]));
    agg.record('casino1.localhost', 'mobile', seen('/', [licence(false, false)]));
    agg.record('casino1.localhost', 'desktop', seen('/slots', [licence(true, true)]));
    expect(summarise(agg.values())).toEqual({
      vitals: [],
      seen: [
        {
          site: 'casino1.localhost',
          page: '/',
          device: 'mobile',
          elements: { 'licence-statement': { views: 3, rendered: 2, visible: 1 }, 'rg-link': { views: 1, rendered: 1, visible: 1 } },
        },
        { site: 'casino1.localhost', page: '/slots', device: 'desktop', elements: { 'licence-statement': { views: 1, rendered: 1, visible: 1 } } },
      ],
    });
    const text = await agg.registry.metrics();
    expect(text).toContain('compliance_element_views_total{site="casino1.localhost",page="/",device="mobile",element="licence-statement"} 3');
    expect(text).toContain('compliance_element_rendered_total{site="casino1.localhost",page="/",device="mobile",element="licence-statement"} 2');
    expect(text).toContain('compliance_element_visible_total{site="casino1.localhost",page="/",device="mobile",element="licence-statement"} 1');
  });

  it('counts hosts that are not known sites under "unknown", and reports past the series bound under "other"', async () => {
    const agg = createFieldAggregate(2, (site) => site === 'casino1.localhost');
    for (let i = 0; i < 20; i++) agg.record(`made-up-${i}.example`, 'mobile', seen(`/p${i}`, [licence(true, true)]));
    for (const page of ['/', '/slots', '/vip', '/live']) agg.record('casino1.localhost', 'mobile', seen(page, [licence(true, true)]));
    expect(summarise(agg.values()).seen.map((s) => `${s.site} ${s.page} ${s.elements['licence-statement']?.views}`)).toEqual([
      'unknown unknown 20',
      'casino1.localhost / 1',
      'other other 3',
    ]);
    expect(await agg.registry.metrics()).not.toContain('made-up');
  });
});

describe('one beacon with both', () => {
  it('keeps the figures and the elements of one report in the same series, and one bound for both', () => {
    const agg = createFieldAggregate(1);
    agg.record('casino1.localhost', 'mobile', { page: '/', metrics: [{ name: 'LCP', value: 1500 }], elements: [licence(true, true)] });
    agg.record('casino1.localhost', 'mobile', seen('/slots', [licence(true, false)]));
    expect(agg.values().map((s) => `${s.site} ${s.page} ${Object.keys(s.metrics).join()} ${Object.keys(s.elements).join()}`)).toEqual([
      'casino1.localhost / LCP licence-statement',
      'other other  licence-statement',
    ]);
  });
});

describe('summarise', () => {
  it('pools one series from several processes: the p75 of all values, the counts summed', () => {
    const a = createFieldAggregate();
    const b = createFieldAggregate();
    for (const inp of [40, 80]) a.record('slot2.localhost', 'mobile', vitals('/slots', [{ name: 'INP', value: inp }]));
    for (const inp of [120, 400]) b.record('slot2.localhost', 'mobile', vitals('/slots', [{ name: 'INP', value: inp }]));
    b.record('slot2.localhost', 'desktop', vitals('/slots', [{ name: 'LCP', value: 900 }]));
    a.record('slot2.localhost', 'mobile', seen('/', [licence(true, true)]));
    b.record('slot2.localhost', 'mobile', seen('/', [licence(true, false), { element: 'age-badge', rendered: true, visible: true }]));
    expect(summarise([...a.values(), ...b.values()])).toEqual({
      vitals: [
        { site: 'slot2.localhost', page: '/slots', device: 'mobile', metrics: { INP: { p75: 120, count: 4 } } },
        { site: 'slot2.localhost', page: '/slots', device: 'desktop', metrics: { LCP: { p75: 900, count: 1 } } },
      ],
      seen: [
        {
          site: 'slot2.localhost',
          page: '/',
          device: 'mobile',
          elements: { 'licence-statement': { views: 2, rendered: 2, visible: 1 }, 'age-badge': { views: 1, rendered: 1, visible: 1 } },
        },
      ],
    });
    expect(summarise([])).toEqual({ vitals: [], seen: [] });
  });
});
