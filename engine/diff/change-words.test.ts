import { describe, expect, it } from 'vitest';
import type { SiteChange } from '../../schemas/operator-api.ts';
import { byTemplates, changeWords, templatesWords } from './change-words.ts';

const home = { kind: 'page', name: 'home' } as const;
const one = { templates: ['casino1'] };

describe('changes in words', () => {
  it('says where, what, then from → to, for each kind of change', () => {
    const lines = (
      [
        { ...one, what: 'prop', tree: home, node: 'hot-games', widget: 'GameGrid', prop: 'columns', breakpoint: 'desktop', from: 6, to: 7 },
        { ...one, what: 'prop', tree: home, node: 'hot-games', widget: 'GameGrid', prop: 'title', from: 'ui.hotGames', to: 'ui.cat.slots' },
        { ...one, what: 'prop', tree: { kind: 'layout', name: 'template1' }, node: 'header', widget: 'Header', prop: 'sticky', to: false },
        { ...one, what: 'when', tree: home, node: 'home-favourites', widget: 'FavouritesRail', to: { auth: 'player' } },
        { ...one, what: 'node', change: 'added', tree: home, node: 'page-heading', widget: 'PageHeading', to: { parent: 'root', index: 2 } },
        {
          ...one,
          what: 'node',
          change: 'moved',
          tree: home,
          node: 'hot-games',
          widget: 'GameGrid',
          from: { parent: 'root', index: 2 },
          to: { parent: 'root', index: 0 },
        },
        { ...one, what: 'node', change: 'removed', tree: home, node: 'root/Banner[0]', widget: 'Banner', from: { parent: 'root', index: 4 } },
        { ...one, what: 'message', key: 'home.headline', language: 'CN', from: '大奖', to: '每晚大奖' },
        { ...one, what: 'route', path: '/sabong', from: { page: 'sabong', guard: 'none' } },
        { ...one, what: 'scheme', scheme: 'color1-1', token: 'primary', from: '#d8f425', to: '#e23d57' },
        { ...one, what: 'setting', pointer: '/label', from: 'Casino 1', to: 'Casino One' },
      ] satisfies SiteChange[]
    ).map(changeWords);
    expect(lines).toEqual([
      'home · hot-games · columns · desktop: 6 → 7',
      'home · hot-games · title: "ui.hotGames" → "ui.cat.slots"',
      'layout template1 · header · sticky: default → false',
      'home · home-favourites · visible to: everyone → players only',
      'home · page-heading · added PageHeading at root #3',
      'home · hot-games · moved: root #3 → root #1',
      'home · root/Banner[0] · removed Banner from root #5',
      'brand copy · home.headline · CN: "大奖" → "每晚大奖"',
      'route /sabong: page sabong, guard none → no route',
      'scheme color1-1 · primary: "#d8f425" → "#e23d57"',
      'setting /label: "Casino 1" → "Casino One"',
    ]);
  });

  it('groups changes by the templates they reach, and names many templates with their count', () => {
    const prop = (templates: string[], to: number): SiteChange => ({
      templates,
      what: 'prop',
      tree: home,
      node: 'g',
      widget: 'GameGrid',
      prop: 'limit',
      from: 48,
      to,
    });
    const casinos = ['casino1', 'casino2', 'casino3', 'casino4'];
    expect(byTemplates([prop(casinos, 24), prop(['casino1'], 12), prop(casinos, 30)])).toEqual([
      { templates: casinos, lines: ['home · g · limit: 48 → 24', 'home · g · limit: 48 → 30'] },
      { templates: ['casino1'], lines: ['home · g · limit: 48 → 12'] },
    ]);
    expect(templatesWords(casinos)).toBe('4 templates: casino1, casino2, casino3, casino4');
    expect(templatesWords(['casino1', 'casino2'])).toBe('casino1, casino2');
  });
});
