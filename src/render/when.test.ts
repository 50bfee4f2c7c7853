import { describe, expect, it } from 'vitest';
import { isVisible } from './when.ts';

describe('isVisible', () => {
  const guest = { isAuthenticated: false, flags: { gamify_status: true, free_game: false } };
  const player = { ...guest, isAuthenticated: true };
  it('shows nodes without rules', () => expect(isVisible(undefined, guest)).toBe(true));
  it('auth rules', () => {
    expect(isVisible({ auth: 'player' }, guest)).toBe(false);
    expect(isVisible({ auth: 'player' }, player)).toBe(true);
    expect(isVisible({ auth: 'guest' }, player)).toBe(false);
  });
  it('flags and negated flags; an unknown flag is false', () => {
    expect(isVisible({ flag: 'gamify_status' }, guest)).toBe(true);
    expect(isVisible({ flag: 'free_game' }, guest)).toBe(false);
    expect(isVisible({ flag: '!free_game' }, guest)).toBe(true);
    expect(isVisible({ flag: 'nope' }, guest)).toBe(false);
  });
});
