import { describe, expect, it } from 'vitest';
import { assistantName } from './assistant.ts';

describe('assistantName', () => {
  const aria = { en_name: 'Aria', local_name: '艾莉亚', names: { EN: 'Aria', CN: '艾莉亚', MS: 'Aria' } };
  it('uses the name of the page language, else English, else local', () => {
    expect(assistantName(aria, 'CN')).toBe('艾莉亚');
    expect(assistantName(aria, 'VI')).toBe('Aria');
    expect(assistantName({ local_name: 'Mei' }, 'EN')).toBe('Mei');
    expect(assistantName(undefined, 'EN')).toBe('');
  });
});
