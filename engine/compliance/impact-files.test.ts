import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { JurisdictionPack } from '../../schemas/jurisdiction-pack.ts';
import { readConfigFiles } from '../lint/gate.ts';
import { REPO_ROOT } from '../project/repo.ts';
import { impactOfFiles } from './impact-files.ts';

const shipped = readConfigFiles(join(REPO_ROOT, 'site-configs'));
// PAGCOR's brands admit players from 21: a rule dated tomorrow asking 25 breaks each of them
const pack: JurisdictionPack = {
  id: 'pagcor',
  regulator: 'PAGCOR',
  short: 'PAGCOR',
  version: 1,
  rules: [
    {
      id: 'test-age-25',
      from: '2026-03-11',
      source: { document: 'a test pack' },
      confirmed: false,
      summary: 'players are 25 or older',
      requires: { kind: 'setting', setting: '/minimumAge', min: 25 },
      fix: 'raise the minimum age to 25',
    },
  ],
};

describe('impactOfFiles', () => {
  it('judges a config set in memory, naming each breach by its key in the set', () => {
    const report = impactOfFiles(shipped, '2026-03-10', '2026-03-11', REPO_ROOT, [pack]);
    expect(report.rules.map((r) => r.id)).toEqual(['test-age-25']);
    expect(report.breaches.find((b) => b.template === 'casino1')).toMatchObject({
      rule: 'test-age-25 (PAGCOR)',
      file: 'templates/casino1.json',
      pointer: '/jurisdiction/minimumAge',
      fix: 'raise the minimum age to 25',
    });
    expect(report.breaches.some((b) => b.template === 'slot2')).toBe(false);
    expect(report.brands).toContainEqual({ template: 'casino1', regulator: 'PAGCOR' });
    expect(report.brands).toContainEqual({ template: 'slot2', regulator: null });
    expect(report.brands.some((b) => b.template.startsWith('_'))).toBe(false);
  });

  it('lists nothing for a date before the rule', () => {
    const report = impactOfFiles(shipped, '2026-03-01', '2026-03-10', REPO_ROOT, [pack]);
    expect(report).toMatchObject({ rules: [], breaches: [] });
  });

  it('answers what a change to the set makes break', () => {
    const casino1 = JSON.parse(shipped['templates/casino1.json']!) as { jurisdiction: Record<string, unknown> };
    casino1.jurisdiction['minimumAge'] = 25;
    const report = impactOfFiles({ ...shipped, 'templates/casino1.json': JSON.stringify(casino1) }, '2026-03-10', '2026-03-11', REPO_ROOT, [pack]);
    expect(report.breaches.some((b) => b.template === 'casino1')).toBe(false);
  });
});
