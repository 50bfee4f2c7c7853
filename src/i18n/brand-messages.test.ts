import { describe, expect, it } from 'vitest';
import { BRAND_LANGUAGES } from '../../schemas/template.ts';
import { brandMessagesIn, withBrandMessages, type BrandMessages } from './brand-messages.ts';
import { formatMessage } from './format-message.ts';
import { LANGUAGES } from './languages.ts';
import type { Messages } from './messages.ts';

const text = (value: string) => [{ type: 0 as const, value }];
const brand: BrandMessages = { 'home.headline': { EN: text('Big wins'), CN: text('大奖') }, banner: { EN: text('Banner') } };
const built: Messages = { 'ui.home': text('Home') };

describe('brand copy in a page language', () => {
  it('names each text brand.<key>, in the page language, else English', () => {
    expect(brandMessagesIn(brand, 'CN')).toEqual({ 'brand.home.headline': text('大奖'), 'brand.banner': text('Banner') });
    expect(brandMessagesIn(brand, 'PHP')).toEqual({ 'brand.home.headline': text('Big wins'), 'brand.banner': text('Banner') });
  });

  it('adds the copy to the built-in messages, the same object for the same inputs', () => {
    const cn = withBrandMessages(built, brand, 'CN');
    expect(formatMessage(cn['brand.home.headline'] ?? [], 'zh-CN')).toBe('大奖');
    expect(cn['ui.home']).toBe(built['ui.home']);
    expect(withBrandMessages(built, brand, 'CN')).toBe(cn);
    expect(withBrandMessages(built, brand, 'EN')).not.toBe(cn);
    expect(withBrandMessages(built, undefined, 'CN')).toBe(built);
    expect(withBrandMessages(built, {}, 'CN')).toBe(built);
  });

  it('offers exactly the languages with message files (the template schema lists them)', () => {
    expect([...BRAND_LANGUAGES].sort()).toEqual(Object.keys(LANGUAGES).sort());
  });
});
