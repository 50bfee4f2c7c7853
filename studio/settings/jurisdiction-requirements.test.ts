import { describe, expect, it } from 'vitest';
import type { StudioProblem } from '../../engine/studio/contract.ts';
import { requirementsInForce } from './jurisdiction-requirements.ts';

const problem = (ruleId: string, message: string, pointer = '/jurisdiction'): StudioProblem => ({
  ruleId,
  severity: 'error',
  file: 'templates/casino11.json',
  line: 1,
  column: 1,
  pointer,
  message,
});

describe('requirementsInForce', () => {
  it('lists the pack rules in force on the day, dated', () => {
    expect(requirementsInForce('ontario', '2022-04-03', [], 'casino11')).toEqual([]);
    const rows = requirementsInForce('ontario', '2026-12-06', [], 'casino11');
    expect(rows.map((r) => r.rule.id)).toContain('ontario-limits-at-registration');
    expect(rows.every((r) => r.broken.length === 0 && r.rule.from <= '2026-12-06')).toBe(true);
    expect(requirementsInForce('atlantis', '2026-12-06', [], 'casino11')).toEqual([]);
  });

  it('marks a rule broken by a jurisdiction-pack problem naming it and this template, not another template', () => {
    const lint = [
      problem('jurisdiction-pack', 'ontario-limits-at-registration (AGCO): template casino11: /jurisdiction/registrationLimits/deposit is not set (…)'),
      problem('jurisdiction-pack', 'ontario-limit-relax-wait (AGCO): template casino111: /jurisdiction/limitIncreaseWaitHours is not set (…)'),
    ];
    const rows = requirementsInForce('ontario', '2026-12-06', lint, 'casino11');
    const broken = rows.filter((r) => r.broken.length > 0).map((r) => r.rule.id);
    expect(broken).toEqual(['ontario-limits-at-registration']);
  });

  it('marks a rule judged by an older rule (checkedBy) broken by that rule’s problem about its widget or setting', () => {
    const lint = [
      problem('licence-data', 'template casino2 is under Malta Gaming Authority, whose sites must show …: /jurisdiction/licence/address is missing'),
      problem('compliance-block', 'template casino2 is under Malta Gaming Authority, which requires RgTagline on / (…): missing on /'),
    ];
    const rows = requirementsInForce('mga', '2026-12-06', lint, 'casino2');
    const broken = rows.filter((r) => r.broken.length > 0).map((r) => r.rule.id);
    expect(broken.sort()).toEqual(['mga-home-rg-message', 'mga-licensee-address']);
  });
});
