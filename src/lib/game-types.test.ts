import { describe, expect, it } from 'vitest';
import { DEFAULT_LIST_NAMES, FALLBACK_CHOICES } from './game-types.ts';

describe('FALLBACK_CHOICES', () => {
  it('is every §3 default list, then none', () => {
    expect(FALLBACK_CHOICES).toEqual([...DEFAULT_LIST_NAMES, 'none']);
  });
});
