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

describe('isVisible with targeting rules', () => {
  const guest = { isAuthenticated: false, flags: { live_chat: true } };
  it('hides a targeted node while no evaluator is loaded', () => {
    expect(isVisible({ markets: ['PH'] }, guest)).toBe(false);
    expect(isVisible({ from: '2026-01-01T00:00Z' }, guest)).toBe(false);
  });
  it('asks the evaluator once auth and flags hold', () => {
    const asked: unknown[] = [];
    const targeting = (when: unknown) => {
      asked.push(when);
      return true;
    };
    expect(isVisible({ markets: ['PH'], flag: 'live_chat' }, { ...guest, targeting })).toBe(true);
    expect(isVisible({ markets: ['PH'], auth: 'player' }, { ...guest, targeting })).toBe(false);
    expect(asked).toEqual([{ markets: ['PH'], flag: 'live_chat' }]);
    expect(isVisible({ languages: ['EN'] }, { ...guest, targeting: () => false })).toBe(false);
  });
});
