import { describe, expect, it } from 'vitest';
import { checkLimitChoice, limitText } from './deposit-limit.ts';

describe('checkLimitChoice', () => {
  it('asks for a choice: a limit with its amount, or "no limit" (which needs none)', () => {
    expect(checkLimitChoice('', '100')).toBe('ui.depositLimit.choose');
    expect(checkLimitChoice('none', '')).toBeNull();
    expect(checkLimitChoice('weekly', ' 250.50 ')).toBeNull();
    for (const bad of ['', '0', '-3', '1,000', '2.505', 'ten', '10000001']) expect(checkLimitChoice('daily', bad), bad).toBe('ui.depositLimit.amountInvalid');
  });
});

describe('limitText', () => {
  const t = (id: string, values?: Record<string, string | number>) => `${id}${values ? JSON.stringify(values) : ''}`;
  it('names the period and the amount as money, or no limit', () => {
    expect(limitText(t, { period: 'weekly', amount: 500 }, (n) => `€${n}`)).toBe('ui.depositLimit.per.weekly{"amount":"€500"}');
    expect(limitText(t, { period: 'none', amount: 0 }, (n) => `€${n}`)).toBe('ui.depositLimit.per.none');
  });
});
