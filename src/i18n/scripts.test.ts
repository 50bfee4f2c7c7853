import { describe, expect, it } from 'vitest';
import { foreignWords, NameAllowlist, scriptOfTag, words } from './scripts.ts';

describe('scripts', () => {
  it('knows the script of every page language tag', () => {
    expect(scriptOfTag('zh-CN')).toBe('Han');
    expect(scriptOfTag('zh-TW')).toBe('Han');
    expect(scriptOfTag('bn-BD')).toBe('Bengali');
    expect(scriptOfTag('ne')).toBe('Devanagari');
    expect(scriptOfTag('ru-RU')).toBe('Cyrillic');
    expect(scriptOfTag('fil-PH')).toBe('Latin');
    expect(scriptOfTag('en')).toBe('Latin');
    expect(scriptOfTag('ja')).toBeNull();
  });

  it('splits words at script changes and keeps combining marks with their letter', () => {
    expect(words('VIP会员')).toEqual([
      { word: 'VIP', script: 'Latin' },
      { word: '会员', script: 'Han' },
    ]);
    expect(words('नेपाली खेल')).toEqual([
      { word: 'नेपाली', script: 'Devanagari' },
      { word: 'खेल', script: 'Devanagari' },
    ]);
    expect(words('Tiếng Việt')).toEqual([
      { word: 'Tiếng', script: 'Latin' },
      { word: 'Việt', script: 'Latin' },
    ]);
    expect(words('18+ 10% ১০%')).toEqual([]);
  });

  it('finds Latin in a Chinese text, Han in an English one, nothing across Latin languages', () => {
    expect(foreignWords('首页 Hot Games', 'Han')).toEqual(['Hot', 'Games']);
    expect(foreignWords('Welcome 欢迎', 'Latin')).toEqual(['欢迎']);
    expect(foreignWords('Maligayang pagdating · Bienvenido · Chào mừng', 'Latin')).toEqual([]);
    expect(foreignWords('Главная Home', 'Cyrillic')).toEqual(['Home']);
    expect(foreignWords('হোম Home', 'Bengali')).toEqual(['Home']);
  });

  it('allows a foreign word only inside a whole allowed name', () => {
    const allow = new NameAllowlist(['Royal Ace Casino', 'PGSOFT', 'Fortune Gems']);
    expect(allow.unexplained('欢迎来到 Royal Ace Casino！', 'Han')).toEqual([]);
    expect(allow.unexplained('PGSOFT 的 Fortune Gems', 'Han')).toEqual([]);
    expect(allow.unexplained('Live Casino', 'Han')).toEqual(['Live', 'Casino']);
    expect(allow.unexplained('Royal 老虎机', 'Han')).toEqual(['Royal']);
  });
});
