import { describe, expect, it } from 'vitest';
import type { SeoRecord } from '../../schemas/api/settings.ts';
import type { LanguageCode } from '../i18n/languages.ts';
import { carriedSeo } from './carried-seo.ts';
import { headTexts } from './head-texts.ts';

const casino1: SeoRecord = {
  page_name: 'home',
  meta_title: 'Royal Ace Casino | Online Casino & Sports Betting',
  meta_desc: 'Royal Ace Casino: slots, live casino, sports betting and more.',
  meta_keywords: 'Royal Ace Casino, Home, online casino',
  meta_author: 'Royal Ace Casino',
  meta_publisher: 'Royal Ace Casino',
  meta_lang: 'en',
  meta_image_url: '/api/assets/slide/casino1-1.svg',
  meta_url: 'https://casino1.localhost/',
  meta_canonical: 'https://casino1.localhost/',
  item_name_en: 'Home',
  item_name_local: 'Tahanan',
  item_body_en: '<p>Royal Ace Casino: slots and more.</p>',
  item_body_local: '<p>Tahanan · Royal Ace Casino</p>',
};

describe('carriedSeo', () => {
  // a language switch keeps the page's record: every language's head must come out the same
  for (const locale of ['EN', 'PHP', 'RUS', 'CN'] as LanguageCode[]) {
    it(`gives the same head as the whole record on a ${locale} page`, () => {
      const carried = carriedSeo(casino1);
      expect(headTexts(carried, locale, 'PHP', 'Site')).toEqual(headTexts(casino1, locale, 'PHP', 'Site'));
      expect([carried.meta_author, carried.meta_publisher, carried.meta_image_url]).toEqual([
        casino1.meta_author,
        casino1.meta_publisher,
        casino1.meta_image_url,
      ]);
    });
  }

  it('leaves out the page name, URL and canonical, which the head builds from the location', () => {
    const { page_name: _name, meta_url: _url, meta_canonical: _canonical, ...rest } = casino1;
    expect(carriedSeo(casino1)).toEqual(rest);
  });
});
