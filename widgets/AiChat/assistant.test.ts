import { describe, expect, it } from 'vitest';
import { assistantName } from './assistant.ts';

describe('assistantName', () => {
  const aria = { en_name: 'Aria', local_name: '艾莉亚', names: { EN: 'Aria', CN: '艾莉亚', MS: 'Aria' } };
  it('uses the name of the page language', () => {
    expect(assistantName(aria, 'CN', 'CN').text).toBe('艾莉亚');
    expect(assistantName(aria, 'MS', 'CN').text).toBe('Aria');
  });
  it('else the bilingual rule: local on a local-language page, English otherwise', () => {
    expect(assistantName(aria, 'VI', 'CN')).toEqual({ text: 'Aria', language: 'EN' });
    expect(assistantName({ en_name: 'Aria', local_name: '艾莉亞' }, 'CT', 'CT')).toEqual({ text: '艾莉亞', language: 'CT' });
    expect(assistantName({ local_name: 'Mei' }, 'EN', 'CN').text).toBe('Mei');
    expect(assistantName(undefined, 'EN', 'EN').text).toBe('');
  });
});
