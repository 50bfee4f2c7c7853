import { describe, expect, it } from 'vitest';
import { negotiateLanguage } from './accept-language.ts';
import type { SiteLocales } from './locale-routing.ts';

const site: SiteLocales = { strategy: 'prefix_except_default', defaultCode: 'EN', available: ['EN', 'CN', 'CT', 'BN'], rootRedirect: null };

describe('negotiateLanguage (Accept-Language → a site language)', () => {
  it('takes the best-weighted language the site offers', () => {
    expect(negotiateLanguage('fr-FR,zh-CN;q=0.8,en;q=0.5', site)).toBe('CN');
    expect(negotiateLanguage('en;q=0.3,bn;q=0.9', site)).toBe('BN');
  });
  it('matches a region or script the site spells differently', () => {
    expect(negotiateLanguage('bn-BD', site)).toBe('BN');
    expect(negotiateLanguage('zh-TW', site)).toBe('CT');
  });
  it('answers nothing for languages the site lacks, q=0, wildcards, garbage and an empty header', () => {
    expect(negotiateLanguage('fr,de;q=0.5', site)).toBeUndefined();
    expect(negotiateLanguage('zh-CN;q=0', site)).toBeUndefined();
    expect(negotiateLanguage('*', site)).toBeUndefined();
    expect(negotiateLanguage(';;;,,q=', site)).toBeUndefined();
    expect(negotiateLanguage('', site)).toBeUndefined();
    expect(negotiateLanguage(null, site)).toBeUndefined();
  });
  it('reads the first 16 ranges and no tag longer than 35 characters (a huge header costs what a browser sends)', () => {
    const filler = Array<string>(16).fill('fr').join(',');
    expect(negotiateLanguage(`${filler.split(',').slice(1).join(',')},bn`, site)).toBe('BN');
    expect(negotiateLanguage(`${filler},bn`, site)).toBeUndefined();
    expect(negotiateLanguage(`en-${'abcdefgh-'.repeat(4)}x,bn;q=0.5`, site)).toBe('BN');
  });
});
