import { describe, expect, it } from 'vitest';
import { parsePreviewCookie, previewCookieValue, viewAudience } from './cookie.ts';

describe('preview cookie', () => {
  it('carries the view, with the studio\'s "as" a market, instant and variants, and reads it back', () => {
    const view = { token: 'abc.def', as: 'guest' as const, breakpoint: 'mobile', market: 'PH', at: 1_800_000_000_000, variants: { 'home-welcome': 'bold' } };
    expect(parsePreviewCookie(previewCookieValue(view))).toEqual(view);
    expect(parsePreviewCookie(previewCookieValue({ token: 'abc.def', as: 'player' }))).toEqual({ token: 'abc.def', as: 'player' });
  });
  it('refuses a market, instant or variant it did not write', () => {
    expect(parsePreviewCookie('1~abc.def~~guest~PHL~~')).toBeUndefined();
    expect(parsePreviewCookie('1~abc.def~~guest~~soon~')).toBeUndefined();
    expect(parsePreviewCookie('1~abc.def~~guest~~~hero')).toBeUndefined();
  });
  it('overrides the audience only with what the view names', () => {
    expect(viewAudience({ token: 't', as: 'guest' })).toBeUndefined();
    expect(viewAudience({ token: 't', as: 'guest', at: 5 })).toEqual({ at: 5 });
    expect(viewAudience({ token: 't', as: 'guest', market: 'GB', variants: { a: 'b' } })).toEqual({ market: 'GB', variants: { a: 'b' } });
  });
  it("carries the studio's wish to see the first-visit dialogs, and nothing else in that field", () => {
    const view = { token: 'abc.def', as: 'guest' as const, dialogs: true };
    expect(parsePreviewCookie(previewCookieValue(view))).toEqual(view);
    expect(parsePreviewCookie('1~abc.def~~guest~~~~yes')).toBeUndefined();
  });
});
