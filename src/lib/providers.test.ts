import { describe, expect, it } from 'vitest';
import {
  DEFAULT_LIST_NAMES,
  DEFAULT_LIST_PROVIDERS,
  PROVIDER_LOGO_CODES,
  defaultGames,
  isCustomProvider,
  isPopupProvider,
  logoCodes,
  providerLogoUrl,
} from './providers.ts';

describe('§3 provider data', () => {
  it('maps one provider to two logo codes, others to one', () => {
    const multi = Object.entries(PROVIDER_LOGO_CODES).filter(([, codes]) => codes.length === 2);
    expect(multi).toEqual([['AESEXY', ['AESEXY', 'SEXY']]]);
    expect(logoCodes('AESEXY')).toEqual(['AESEXY', 'SEXY']);
    expect(logoCodes('PPLAY')).toEqual(['PPLAY']);
  });

  it('falls back to the provider code itself for an unlisted provider', () => {
    expect(logoCodes('JILI')).toEqual(['JILI']);
  });

  it('builds the asset path of a logo, escaping the code', () => {
    expect(providerLogoUrl('9W')).toBe('/api/assets/provider/9W.svg');
    expect(providerLogoUrl('A/B')).toBe('/api/assets/provider/A%2FB.svg');
  });

  it('knows the popup providers EVOPLAY and 9W and the custom providers WBET and 9W', () => {
    expect(['EVOPLAY', '9W', 'WBET', 'JILI'].map(isPopupProvider)).toEqual([true, true, false, false]);
    expect(['EVOPLAY', '9W', 'WBET', 'JILI'].map(isCustomProvider)).toEqual([false, true, true, false]);
  });

  it.each(DEFAULT_LIST_NAMES)('the %s default list holds slots of the seven providers only', (name) => {
    const games = defaultGames(name);
    expect(games.length).toBeGreaterThanOrEqual(8);
    for (const g of games) {
      expect(DEFAULT_LIST_PROVIDERS).toContain(g.provider_code);
      expect(g.game_type).toBe('slot_game');
      expect(g.game_code).toMatch(/^[a-z0-9-]+$/);
    }
    expect(new Set(games.map((g) => `${g.provider_code}/${g.game_code}`)).size).toBe(games.length);
  });

  it('uses all seven providers across the lists', () => {
    const used = new Set(DEFAULT_LIST_NAMES.flatMap((n) => defaultGames(n).map((g) => g.provider_code)));
    expect([...used].sort()).toEqual([...DEFAULT_LIST_PROVIDERS].sort());
  });

  it('hands out a fresh copy each time', () => {
    const a = defaultGames('hot');
    a.pop();
    expect(defaultGames('hot').length).toBe(a.length + 1);
  });
});
