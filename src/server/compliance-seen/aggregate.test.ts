import { describe, expect, it } from 'vitest';
import { createComplianceSeenAggregate, sumSeries } from './aggregate.ts';

const licence = (rendered: boolean, visible: boolean) => ({ element: 'licence-statement' as const, rendered, visible });

describe('createComplianceSeenAggregate', () => {
  it('counts, per site, page, device and element, the views that owed it, rendered it and showed it', async () => {
    const agg = createComplianceSeenAggregate();
    agg.record('casino1.localhost', 'mobile', { page: '/', elements: [licence(true, true), { element: 'rg-link', rendered: true, visible: true }] });
    agg.record('casino1.localhost', 'mobile', { page: '/', elements: [licence(true, false)] });
    agg.record('casino1.localhost', 'mobile', { page: '/', elements: [licence(false, false)] });
    agg.record('casino1.localhost', 'desktop', { page: '/slots', elements: [licence(true, true)] });
    expect(agg.values()).toEqual([
      {
        site: 'casino1.localhost',
        page: '/',
        device: 'mobile',
        elements: { 'licence-statement': { views: 3, rendered: 2, visible: 1 }, 'rg-link': { views: 1, rendered: 1, visible: 1 } },
      },
      { site: 'casino1.localhost', page: '/slots', device: 'desktop', elements: { 'licence-statement': { views: 1, rendered: 1, visible: 1 } } },
    ]);
    const text = await agg.registry.metrics();
    expect(text).toContain('compliance_element_views_total{site="casino1.localhost",page="/",device="mobile",element="licence-statement"} 3');
    expect(text).toContain('compliance_element_rendered_total{site="casino1.localhost",page="/",device="mobile",element="licence-statement"} 2');
    expect(text).toContain('compliance_element_visible_total{site="casino1.localhost",page="/",device="mobile",element="licence-statement"} 1');
  });

  it('counts hosts that are not known sites under "unknown", and reports past the series bound under "other"', async () => {
    const agg = createComplianceSeenAggregate(2, (site) => site === 'casino1.localhost');
    for (let i = 0; i < 20; i++) agg.record(`made-up-${i}.example`, 'mobile', { page: `/p${i}`, elements: [licence(true, true)] });
    for (const page of ['/', '/slots', '/vip', '/live']) agg.record('casino1.localhost', 'mobile', { page, elements: [licence(true, true)] });
    expect(agg.values().map((s) => `${s.site} ${s.page} ${s.elements['licence-statement']?.views}`)).toEqual([
      'unknown unknown 20',
      'casino1.localhost / 1',
      'other other 3',
    ]);
    expect(await agg.registry.metrics()).not.toContain('made-up');
  });
});

describe('sumSeries', () => {
  it('sums one series reported by several processes', () => {
    const a = createComplianceSeenAggregate();
    const b = createComplianceSeenAggregate();
    a.record('slot2.localhost', 'mobile', { page: '/', elements: [licence(true, true)] });
    b.record('slot2.localhost', 'mobile', { page: '/', elements: [licence(true, false), { element: 'age-badge', rendered: true, visible: true }] });
    expect(sumSeries([...a.values(), ...b.values()])).toEqual([
      {
        site: 'slot2.localhost',
        page: '/',
        device: 'mobile',
        elements: { 'licence-statement': { views: 2, rendered: 2, visible: 1 }, 'age-badge': { views: 1, rendered: 1, visible: 1 } },
      },
    ]);
    expect(sumSeries([])).toEqual([]);
  });
});
