import { describe, expect, it } from 'vitest';
import { isLanguage, langAttribute, pickPerLanguage, pickText, siteLocalLanguage } from './pick-text.ts';

describe('siteLocalLanguage', () => {
  it('reads the local language from the currency code', () => {
    expect(siteLocalLanguage('CN')).toBe('CN');
    expect(siteLocalLanguage('php')).toBe('PHP');
  });
  it('is English for currencies without message files or missing', () => {
    expect(siteLocalLanguage('MMK')).toBe('EN');
    expect(siteLocalLanguage(undefined)).toBe('EN');
  });
});

describe('pickText: local when the player reads the local language, otherwise English', () => {
  it('local language → local text', () => {
    expect(pickText('Home', '首页', 'CN', 'CN')).toEqual({ text: '首页', language: 'CN' });
  });
  it('English → English text', () => {
    expect(pickText('Home', '首页', 'EN', 'CN')).toEqual({ text: 'Home', language: 'EN' });
  });
  it('a third language → English text', () => {
    expect(pickText('Home', '首页', 'CT', 'CN')).toEqual({ text: 'Home', language: 'EN' });
    expect(pickText('Home', 'Tahanan', 'BN', 'PHP')).toEqual({ text: 'Home', language: 'EN' });
  });
  it('an empty side falls back to the other, labelled with its real language', () => {
    expect(pickText('Home', '  ', 'CN', 'CN')).toEqual({ text: 'Home', language: 'EN' });
    expect(pickText('', '首页', 'EN', 'CN')).toEqual({ text: '首页', language: 'CN' });
    expect(pickText(null, undefined, 'EN', 'CN')).toEqual({ text: '', language: 'EN' });
  });
  it('a site whose local language is English shows English to everyone', () => {
    expect(pickText('Home', 'Home (local)', 'CN', 'EN')).toEqual({ text: 'Home', language: 'EN' });
  });
});

describe('pickPerLanguage', () => {
  const names = { EN: 'Aria', CN: '艾莉亚', BN: 'আরিয়া' };
  it('the player language first', () => {
    expect(pickPerLanguage(names, 'BN', 'CN')).toEqual({ text: 'আরিয়া', language: 'BN' });
  });
  it('accepts lower-case keys (home_name_cn)', () => {
    expect(pickPerLanguage({ en: 'Lions', cn: '狮子' }, 'CN', 'PHP')).toEqual({ text: '狮子', language: 'CN' });
  });
  it('else the bilingual rule', () => {
    expect(pickPerLanguage(names, 'RUS', 'CN')).toEqual({ text: 'Aria', language: 'EN' });
    expect(pickPerLanguage({}, 'CN', 'CN', 'Aria', '艾莉亚')).toEqual({ text: '艾莉亚', language: 'CN' });
  });
});

describe('langAttribute', () => {
  it('only when the text is in another language than the page', () => {
    expect(langAttribute({ text: 'Home', language: 'EN' }, 'CT')).toBe('en-US');
    expect(langAttribute({ text: '首页', language: 'CN' }, 'CN')).toBeUndefined();
    expect(langAttribute({ text: '', language: 'EN' }, 'CN')).toBeUndefined();
  });
});

describe('isLanguage (meta_lang)', () => {
  it('accepts codes, tags and primary subtags', () => {
    expect(isLanguage('en', 'EN')).toBe(true);
    expect(isLanguage('cn', 'CN')).toBe(true);
    expect(isLanguage('zh-TW', 'CT')).toBe(true);
    expect(isLanguage('zh', 'CN')).toBe(true);
    expect(isLanguage('zh', 'CT')).toBe(false);
    expect(isLanguage('en', 'CN')).toBe(false);
    expect(isLanguage('', 'EN')).toBe(false);
  });
});
