import { describe, expect, it } from 'vitest';
import { GAME_TYPES, generateGames, PROVIDERS } from './game-catalogue.ts';
import { createPrng } from './prng.ts';
import { layoutNumber, SITE_SEEDS, TEMPLATE_KEYS, themeColour } from './site-catalogue.ts';

describe('game catalogue', () => {
  it('is deterministic, 3,000+ games, unique codes per provider, every type present', () => {
    const a = generateGames(createPrng());
    const b = generateGames(createPrng());
    expect(a).toEqual(b);
    expect(a.length).toBeGreaterThanOrEqual(3000);
    expect(PROVIDERS.length).toBeGreaterThanOrEqual(15);
    const keys = a.map((g) => `${g.provider_code}/${g.game_code}`);
    expect(new Set(keys).size).toBe(keys.length);
    const names = a.map((g) => `${g.provider_code}/${g.game_name.toLowerCase()}`);
    expect(new Set(names).size).toBe(names.length);
    for (const type of GAME_TYPES)
      expect(
        a.some((g) => g.game_type === type),
        type,
      ).toBe(true);
    const slots = a.filter((g) => g.game_type === 'slot_game').length;
    for (const type of GAME_TYPES) expect(a.filter((g) => g.game_type === type).length).toBeLessThanOrEqual(slots);
    expect(a.every((g) => /^[a-z0-9-]+$/.test(g.game_code))).toBe(true);
  });
});

describe('site catalogue', () => {
  it('maps template keys to layouts 1-23 without 18', () => {
    const numbers = TEMPLATE_KEYS.map(layoutNumber);
    expect(numbers).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 19, 20, 21, 22, 23]);
    expect(layoutNumber('casino99')).toBeNull();
    expect(themeColour('slot9', 3)).toBe('color19-3');
  });

  it('has one site per key plus maintenance and broken, each with EN and 2-9 other languages', () => {
    expect(SITE_SEEDS.map((s) => s.domain)).toEqual([
      ...TEMPLATE_KEYS.map((k) => `${k}.localhost`),
      'casino11.localhost',
      'maintenance.localhost',
      'broken.localhost',
    ]);
    for (const s of SITE_SEEDS.slice(0, 22)) {
      expect(s.languages[0]).toBe('EN');
      expect(s.languages.length - 1).toBeGreaterThanOrEqual(2);
      expect(s.languages.length - 1).toBeLessThanOrEqual(9);
      expect(s.languages).toContain(s.defaultLocale);
    }
    expect(new Set(SITE_SEEDS.map((s) => s.name)).size).toBe(SITE_SEEDS.length);
  });
});
