import { describe, expect, it } from 'vitest';
import { shortHash } from './short-hash.ts';

describe('shortHash (FNV-1a, base 36)', () => {
  it('gives the FNV-1a value of the text', () => {
    // published FNV-1a 32-bit vectors: "" → 0x811c9dc5, "a" → 0xe40c292c, "foobar" → 0xbf9cf968
    expect(shortHash('')).toBe((0x811c9dc5).toString(36));
    expect(shortHash('a')).toBe((0xe40c292c).toString(36));
    expect(shortHash('foobar')).toBe((0xbf9cf968).toString(36));
  });
});
