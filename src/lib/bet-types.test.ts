import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { BET_TYPES, betTypeLabel, betTypeOrder, criteriaNamesSelection } from './bet-types.ts';

const ui = JSON.parse(readFileSync(new URL('../../locales/en/ui.json', import.meta.url), 'utf8')) as Record<string, string>;

describe('bet types (§9)', () => {
  it('map every §9 code to a market message key that has English text', () => {
    for (const code of BET_TYPES) {
      const label = betTypeLabel(code);
      const key = label?.key ?? `missing ${code}`;
      expect(ui[key.replace(/^ui\./, '')], key).toBeTruthy();
    }
    expect(ui['bet.firstHalf']).toContain('{market}');
  });

  it('label half-time variants as their full-time market, first half', () => {
    expect(betTypeLabel('HDP')).toEqual({ market: 'HDP', key: 'ui.bet.HDP', firstHalf: false });
    expect(betTypeLabel('HDP_H')).toEqual({ market: 'HDP', key: 'ui.bet.HDP', firstHalf: true });
    expect(betTypeLabel('ou_h')).toEqual({ market: 'OU', key: 'ui.bet.OU', firstHalf: true });
    expect(betTypeLabel('1X2H')).toEqual({ market: '1X2', key: 'ui.bet.1X2', firstHalf: true });
    expect(betTypeLabel('1X2HDP')).toEqual({ market: '1X2HDP', key: 'ui.bet.1X2HDP', firstHalf: false });
  });

  it('return null for codes outside §9', () => {
    expect(betTypeLabel('XYZ')).toBeNull();
    expect(betTypeLabel('XYZ_H')).toBeNull();
    expect(betTypeLabel('')).toBeNull();
  });

  it('order markets as §9 lists them, half-time after full time, unknown last', () => {
    const sorted = ['XYZ', 'OU_H', 'DC', 'OU', 'PARLAY', '1X2H', '1X2'].sort((a, b) => betTypeOrder(a) - betTypeOrder(b));
    expect(sorted).toEqual(['PARLAY', 'OU', 'OU_H', '1X2', '1X2H', 'DC', 'XYZ']);
  });

  it('show criteria1 only where it names the selection', () => {
    expect(criteriaNamesSelection('HDP_H')).toBe(true);
    expect(criteriaNamesSelection('CS')).toBe(true);
    expect(criteriaNamesSelection('1X2')).toBe(false);
    expect(criteriaNamesSelection('DNB')).toBe(false);
  });
});
