import { describe, expect, it } from 'vitest';
import { storeLink } from './links.ts';

describe('app store links', () => {
  it('https only', () => {
    expect(storeLink('http://play.example/app')).toBeNull();
    expect(storeLink('https://play.example/app')).toBe('https://play.example/app');
    expect(storeLink('')).toBeNull();
  });
});
