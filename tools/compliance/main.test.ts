import { afterAll, describe, expect, it } from 'vitest';
import { projectPool } from '../../engine/project/fixture-project.ts';
import type { JurisdictionPack, PackRule } from '../../schemas/jurisdiction-pack.ts';
import type { ImpactReport } from '../../engine/compliance/impact.ts';
import { main } from './main.ts';

const pool = projectPool();
afterAll(pool.removeAll);
const root = pool.make({});

const TODAY = Date.parse('2026-03-10T12:00:00Z');
const base = { source: { document: 'a test pack', section: '§1' }, confirmed: false, summary: 'a test rule' } as const;
// casino1 is under PAGCOR and admits players from 21: a rule dated tomorrow asking 25 breaks it
const tomorrow: PackRule = {
  ...base,
  id: 'test-age-25',
  from: '2026-03-11',
  requires: { kind: 'setting', setting: '/minimumAge', min: 25 },
  fix: 'raise the minimum age to 25',
};
const kept: PackRule = { ...base, id: 'test-licence-number', from: '2026-03-11', requires: { kind: 'setting', setting: '/licence/number' } };
const pack = (rules: PackRule[]): JurisdictionPack => ({
  id: 'pagcor',
  regulator: 'PAGCOR',
  short: 'PAGCOR',
  version: 1,
  rules: [rules[0]!, ...rules.slice(1)],
});

function run(argv: string[], rules: PackRule[]) {
  const out: string[] = [];
  const err: string[] = [];
  const code = main(argv, { now: () => TODAY, packs: [pack(rules)], env: {}, out: (t) => out.push(t), err: (t) => err.push(t) });
  return { code, out: out.join('\n'), err: err.join('\n') };
}

describe('compliance impact', () => {
  it('exits 1 naming casino1, the file, the pointer and the fix when a rule dated tomorrow breaks it', () => {
    const r = run(['impact', '--date', '2026-03-11', '--root', root], [tomorrow]);
    expect(r.code).toBe(1);
    expect(r.out).toContain('2026-03-11  test-age-25 (PAGCOR) [not confirmed]: a test rule — a test pack, §1');
    expect(r.out).toMatch(
      / {2}casino1 {2}test-age-25 \(PAGCOR\) from 2026-03-11: jurisdiction\.minimumAge is 21, below 25\n {4}site-configs\/templates\/casino1\.json:\d+ {2}\/jurisdiction\/minimumAge\n {4}fix: raise the minimum age to 25/,
    );
  });

  it('reports the same as JSON', () => {
    const r = run(['impact', '--date=2026-12-31', '--format', 'json', '--root', root], [tomorrow]);
    expect(r.code).toBe(1);
    const report = JSON.parse(r.out) as ImpactReport;
    expect(report.today).toBe('2026-03-10');
    expect(report.rules.map((x) => x.id)).toEqual(['test-age-25']);
    expect(report.breaches).toContainEqual(
      expect.objectContaining({
        template: 'casino1',
        rule: 'test-age-25 (PAGCOR)',
        file: 'site-configs/templates/casino1.json',
        pointer: '/jurisdiction/minimumAge',
        fix: 'raise the minimum age to 25',
      }),
    );
  });

  it('exits 0 when the rule starts after the date asked about, or no brand breaks it', () => {
    const later = run(['impact', '--date', '2026-03-10', '--root', root], [tomorrow]);
    expect(later.code).toBe(0);
    expect(later.out).toContain('Rules coming into force after 2026-03-10 and by 2026-03-10: 0');
    const kept1 = run(['impact', '--date', '2026-03-11', '--root', root], [kept]);
    expect(kept1.code).toBe(0);
    expect(kept1.out).toContain('test-licence-number (PAGCOR)');
    expect(kept1.out).toContain('No brand breaks them.');
  });

  it('leaves out a rule already in force today', () => {
    const r = run(['impact', '--date', '2026-12-31', '--root', root], [{ ...tomorrow, from: '2026-03-10' }]);
    expect(r.code).toBe(0);
  });

  it.each([
    [['impact', '--root', root], '--date is needed'],
    [['impact', '--date', '2026-02-30'], '--date needs a day as YYYY-MM-DD'],
    [['impact', '--date', '2026-03-09'], 'before today (2026-03-10)'],
    [['impact', '--date', '2026-03-11', '--format', 'xml'], 'unknown format'],
    [['report'], 'unknown command report'],
  ])('exits 2 on a usage error: %j', (argv, message) => {
    const r = run(argv, [tomorrow]);
    expect(r.code).toBe(2);
    expect(r.err).toContain(message);
  });
});
