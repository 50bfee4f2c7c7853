import { describe, expect, it } from 'vitest';
import type { Node, TreeData } from '../render/types.ts';
import { pickText } from '../i18n/pick-text.ts';
import { carriedTexts, pickedPairs } from './carried-texts.ts';

const slide = { id: '1', title: 'Welcome bonus', title_local: 'Bonus sa pagdating', link: '/promotions' };
const { title_local: _local, ...englishSide } = slide;
const { title: _english, ...localSide } = slide;

describe('pickedPairs', () => {
  it('keeps only the English side on a page in another language than the local one', () => {
    const carried = pickedPairs({ slides: [slide] }, 'RUS', 'PHP');
    expect(carried).toEqual({ slides: [englishSide] });
    expect(JSON.stringify(carried), 'the other side costs no bytes').not.toContain('title_local');
  });

  it('keeps only the local side on a page in the local language', () => {
    expect(pickedPairs([slide], 'PHP', 'PHP')).toEqual([localSide]);
  });

  it('keeps both where the chosen side is empty (pickText falls back) or a side is not text', () => {
    const untranslated = { message: 'Hello', message_local: '  ' };
    expect(pickedPairs(untranslated, 'PHP', 'PHP')).toEqual(untranslated);
    const odd = { title: 'A', title_local: null };
    expect(pickedPairs(odd, 'RUS', 'PHP')).toEqual(odd);
  });

  it('answers pickText the same on every pair, in every language', () => {
    const pairs = [slide, { title: '', title_local: 'Lokal' }, { title: 'English', title_local: '' }, { title: ' ', title_local: ' ' }];
    for (const player of ['EN', 'PHP', 'RUS'] as const) {
      for (const siteLocal of ['EN', 'PHP'] as const) {
        for (const pair of pairs) {
          const carried = pickedPairs(pair, player, siteLocal) as typeof pair;
          expect(pickText(carried.title, carried.title_local, player, siteLocal)).toEqual(pickText(pair.title, pair.title_local, player, siteLocal));
        }
      }
    }
  });
});

describe('carriedTexts', () => {
  const root: Node = {
    widget: 'Stack',
    children: [
      { widget: 'HeroCarousel', id: 'carousel' },
      { widget: 'PromotionsList', id: 'promos' },
    ],
  };
  const data: TreeData = {
    'page/0': { ok: true, value: { slides: [slide] } },
    'page/1': { ok: true, value: [{ title: 'Promo', title_local: 'Promo lokal' }] },
    'page/2': { ok: false, error: 'down' },
  };

  it("trims only the widgets that show a pair through pickText alone, by the node's path", () => {
    expect(carriedTexts(root, 'page', data, 'RUS', 'PHP')).toEqual({
      'page/0': { ok: true, value: { slides: [englishSide] } },
      // PromotionsList shows `title` itself as well
      'page/1': data['page/1'],
      'page/2': data['page/2'],
    });
  });
});
