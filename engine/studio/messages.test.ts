import { mkdirSync, mkdtempSync, readFileSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { REPO_ROOT } from '../project/repo.ts';
import { assetList, brandCopy, localeLanguages, MAX_LIMIT, searchMessages } from './messages.ts';

const temp = mkdtempSync(join(tmpdir(), 'studio-messages-'));
afterAll(() => rmSync(temp, { recursive: true, force: true }));

function write(rel: string, text: string, seconds?: number): void {
  const file = join(temp, rel);
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, text);
  if (seconds !== undefined) utimesSync(file, seconds, seconds);
}

const enUi = JSON.parse(readFileSync(join(REPO_ROOT, 'locales/en/ui.json'), 'utf8')) as Record<string, string>;
const cnUi = JSON.parse(readFileSync(join(REPO_ROOT, 'locales/cn/ui.json'), 'utf8')) as Record<string, string>;

const draft = {
  'templates/_casino.json': JSON.stringify({
    key: '_casino',
    messages: { 'home.headline': { EN: 'Spin to win', CN: '旋转赢取' }, 'home.sub': { EN: 'Base' } },
  }),
  'templates/casino2.json': JSON.stringify({ key: 'casino2', extends: '_casino', messages: { 'home.sub': { EN: 'Own sub' } } }),
  'templates/slot9.json': JSON.stringify({ key: 'slot9', messages: { 'home.sub': { EN: 'Slot sub' }, 'slot.only': { EN: 'Only here' } } }),
  'templates/broken.json': '{ not json',
  'pages/home.json': '{}',
};

describe('searchMessages', () => {
  it('finds a locales/ key with its text in every language, the key itself first', () => {
    const hits = searchMessages({ query: 'ui.hotGames' });
    expect(hits[0]).toEqual({ key: 'ui.hotGames', texts: expect.objectContaining({ en: enUi['hotGames'], cn: cnUi['hotGames'] }) });
    expect(Object.keys(hits[0]!.texts)).toHaveLength(localeLanguages().length);
  });

  it('matches keys without their file prefix, and any language’s text, ignoring case', () => {
    expect(searchMessages({ query: 'hotgames' }).map((h) => h.key)).toContain('ui.hotGames');
    const byText = searchMessages({ query: enUi['hotGames']!.toUpperCase() });
    expect(byText.map((h) => h.key)).toContain('ui.hotGames');
    const chinese = searchMessages({ query: cnUi['hotGames']! });
    expect(chinese.map((h) => h.key)).toContain('ui.hotGames');
  });

  it('is bounded: at most the limit, never more than MAX_LIMIT', () => {
    expect(searchMessages({ query: '', limit: 7 })).toHaveLength(7);
    expect(searchMessages({ query: 'e', limit: 10_000 }).length).toBeLessThanOrEqual(MAX_LIMIT);
    expect(searchMessages({ query: 'no such text anywhere 8d1c' })).toEqual([]);
  });

  it("offers the draft's brand copy, merged down extends, as brand.<key> with locales/ language names", () => {
    expect(brandCopy(draft, 'casino2')).toEqual([
      { key: 'brand.home.headline', texts: { en: 'Spin to win', cn: '旋转赢取' } },
      { key: 'brand.home.sub', texts: { en: 'Own sub' } },
    ]);
    // no template named: every concrete template's keys, each once (the first template by key wins)
    expect(brandCopy(draft).map((h) => [h.key, h.texts['en']])).toEqual([
      ['brand.home.headline', 'Spin to win'],
      ['brand.home.sub', 'Own sub'],
      ['brand.slot.only', 'Only here'],
    ]);
    const hits = searchMessages({ query: 'Spin to WIN', files: draft, template: 'casino2' });
    expect(hits[0]?.key).toBe('brand.home.headline');
    expect(searchMessages({ query: 'brand.', files: draft, template: 'slot9' }).map((h) => h.key)).toEqual(['brand.home.sub', 'brand.slot.only']);
  });

  it('reads locales/ again when a file changes', () => {
    write('locales/en/ui.json', JSON.stringify({ greeting: 'Hello' }), 1_000);
    write('locales/vi/ui.json', JSON.stringify({ greeting: 'Xin chào' }), 1_000);
    expect(localeLanguages(temp)).toEqual(['en', 'vi']);
    expect(searchMessages({ query: 'greeting', root: temp })).toEqual([{ key: 'ui.greeting', texts: { en: 'Hello', vi: 'Xin chào' } }]);
    write('locales/en/ui.json', JSON.stringify({ greeting: 'Hi there' }), 2_000);
    expect(searchMessages({ query: 'greeting', root: temp })[0]?.texts['en']).toBe('Hi there');
  });
});

describe('assetList', () => {
  it("lists public/'s images as props name them", () => {
    const assets = assetList();
    expect(assets).toContain('/lang/en.svg');
    expect(assets).toContain('/favicon.svg');
    expect(assets.every((a) => a.startsWith('/') && /\.(svg|png|jpe?g|webp|gif|ico|avif)$/.test(a))).toBe(true);
    expect(assets).not.toContain('/livechat-demo.js');
  });

  it('leaves out dot-files and what is not an image', () => {
    write('public/img/logo.png', 'x');
    write('public/.hidden/secret.png', 'x');
    write('public/notes.txt', 'x');
    expect(assetList(temp)).toEqual(['/img/logo.png']);
    expect(assetList(join(temp, 'nowhere'))).toEqual([]);
  });
});
