import { describe, expect, it } from 'vitest';
import { maskAccount } from './mask.ts';

describe('maskAccount', () => {
  it('hides the middle of a name', () => {
    expect(maskAccount('kingjay88')).toBe('ki****88');
    expect(maskAccount('anna')).toBe('a***a');
    expect(maskAccount('jo')).toBe('j***');
  });

  it('never shows a whole short name and keeps multi-byte names intact', () => {
    expect(maskAccount('x')).toBe('x***');
    expect(maskAccount('李小龙玩家')).toBe('李***家');
  });

  it('passes names the backend already masked', () => {
    expect(maskAccount('ki****88')).toBe('ki****88');
    expect(maskAccount('  ')).toBe('');
  });
});
