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

const records: Record<string, SeoRecord> = {
  casino1,
  'meta in Filipino': { ...casino1, meta_lang: 'fil' },
  'no meta title': { ...casino1, meta_title: '' },
  'no local texts': { ...casino1, item_name_local: undefined, item_body_local: '  ' },
  'no English texts': { ...casino1, item_name_en: '', item_body_en: undefined },
  'no item texts': { meta_lang: 'en', meta_title: 'T' },
  'no meta language': { ...casino1, meta_lang: undefined },
  empty: {},
};
const locales: LanguageCode[] = ['EN', 'PHP', 'RUS', 'CN'];
const siteLocals: LanguageCode[] = ['PHP', 'EN'];

describe('carriedSeo', () => {
  for (const [what, seo] of Object.entries(records)) {
    for (const locale of locales) {
      for (const siteLocal of siteLocals) {
        it(`gives the same head as the whole record: ${what}, a ${locale} page, local texts in ${siteLocal}`, () => {
          const carried = carriedSeo(seo, locale, siteLocal);
          expect(headTexts(carried, locale, siteLocal, 'Site')).toEqual(headTexts(seo, locale, siteLocal, 'Site'));
          expect([carried.meta_author, carried.meta_publisher, carried.meta_image_url]).toEqual([seo.meta_author, seo.meta_publisher, seo.meta_image_url]);
        });
      }
    }
  }

  it('leaves out what the head does not show in the page language', () => {
    expect(carriedSeo(casino1, 'EN', 'PHP')).toEqual({
      meta_author: casino1.meta_author,
      meta_publisher: casino1.meta_publisher,
      meta_image_url: casino1.meta_image_url,
      meta_lang: 'en',
      meta_title: casino1.meta_title,
      meta_desc: casino1.meta_desc,
      meta_keywords: casino1.meta_keywords,
    });
    expect(carriedSeo(casino1, 'PHP', 'PHP')).toEqual({
      meta_author: casino1.meta_author,
      meta_publisher: casino1.meta_publisher,
      meta_image_url: casino1.meta_image_url,
      item_name_local: 'Tahanan',
      item_body_local: '<p>Tahanan · Royal Ace Casino</p>',
    });
  });
});
