import { describe, expect, it } from 'vitest';
import type { Node, TreeData } from '../render/types.ts';
import { pickPerLanguage, pickText } from '../i18n/pick-text.ts';
import type { StartupResponse } from '../../schemas/api/startup.ts';
import { carriedStartup, carriedTexts, pickedPairs } from './carried-texts.ts';

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

describe('carriedStartup', () => {
  const startup = {
    statusCode: 1,
    content: { menu: [{ content_id: 102, title: 'Hot Games', title_local: 'Mainit na Laro', url: '/hot' }] },
    ai_assistant: { en_name: 'Aria', local_name: 'Aria', names: { EN: 'Aria', PHP: 'Aria', CN: '艾莉亚', RUS: 'Ария', BN: 'আরিয়া' } },
  } satisfies StartupResponse;

  it("carries the menu's and the assistant's texts of the page's language only", () => {
    const carried = carriedStartup(startup, 'RUS', 'PHP');
    expect(carried.content.menu).toEqual([{ content_id: 102, title: 'Hot Games', url: '/hot' }]);
    expect(carried.ai_assistant.names).toEqual({ RUS: 'Ария' });
    expect(carriedStartup(startup, 'PHP', 'PHP').content.menu).toEqual([{ content_id: 102, title_local: 'Mainit na Laro', url: '/hot' }]);
    // a language without its own name: the English and local ones pickPerLanguage falls back to
    expect(carriedStartup(startup, 'VI', 'PHP').ai_assistant.names).toEqual({ EN: 'Aria', PHP: 'Aria' });
  });

  it('answers the Header and the assistant the same in every language', () => {
    for (const player of ['EN', 'PHP', 'CN', 'RUS', 'VI', 'BN'] as const) {
      for (const siteLocal of ['EN', 'PHP', 'CN'] as const) {
        const carried = carriedStartup(startup, player, siteLocal);
        const [item] = startup.content.menu;
        const [kept] = carried.content.menu;
        expect(pickText(kept?.title, kept?.title_local, player, siteLocal)).toEqual(pickText(item?.title, item?.title_local, player, siteLocal));
        const { names, en_name, local_name } = startup.ai_assistant;
        const picked = pickPerLanguage(carried.ai_assistant.names, player, siteLocal, en_name, local_name);
        expect(picked).toEqual(pickPerLanguage(names, player, siteLocal, en_name, local_name));
      }
    }
  });
});
