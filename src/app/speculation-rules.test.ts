import { describe, expect, it } from 'vitest';
import type { RouteEntry } from '../../schemas/routes.ts';
import { NO_SPECULATE, speculableHrefs, speculationRules, speculationRulesTag, withSpeculationRules } from './speculation-rules.ts';

const routes: RouteEntry[] = [
  { path: '/', page: 'home', guard: 'none' },
  { path: '/slots', page: 'slots', guard: 'none' },
  { path: '/vip', page: 'vip', guard: 'none' },
  { path: '/login', page: 'login', guard: 'guest' },
  { path: '/deposit', page: 'deposit', guard: 'auth' },
  { path: '/playnow', page: 'playnow', guard: 'auth' },
];

describe('the addresses a speculation may load', () => {
  it('are the pages anyone may open, in every language prefix of the site, without a query', () => {
    expect(speculableHrefs(routes, { strategy: 'prefix_except_default', available: ['EN', 'CN'] })).toEqual([
      { pathname: '/', search: '' },
      { pathname: '/(en|cn)', search: '' },
      { pathname: '{/(en|cn)}?/(slots|vip|login)', search: '' },
    ]);
  });

  it("never name a player's own pages (the cashier, a game's launch)", () => {
    const text = JSON.stringify(speculableHrefs(routes, { strategy: 'no_prefix', available: ['EN'] }));
    expect(text).not.toContain('deposit');
    expect(text).not.toContain('playnow');
  });

  it('take no prefix on a site that has none', () => {
    expect(speculableHrefs(routes, { strategy: 'no_prefix', available: ['EN', 'CN'] })).toEqual([
      { pathname: '/', search: '' },
      { pathname: '/(slots|vip|login)', search: '' },
    ]);
  });

  it('follow the route table: a site with no open page has none', () => {
    expect(speculableHrefs([{ path: '/account', page: 'account', guard: 'auth' }], { strategy: 'no_prefix', available: ['EN'] })).toEqual([]);
    expect(speculableHrefs([{ path: '/vip', page: 'vip', guard: 'none' }], { strategy: 'prefix_and_default', available: ['EN'] })).toEqual([
      { pathname: '{/(en)}?/(vip)', search: '' },
    ]);
  });
});

describe('the rules', () => {
  const hrefs = speculableHrefs(routes, { strategy: 'no_prefix', available: ['EN'] });

  it("prerender the menu's and category bar's links on hover, and prefetch any other allowed link on a press", () => {
    const rules = speculationRules(hrefs, { prerender: true });
    expect(rules?.prerender).toEqual([
      {
        where: {
          and: [{ href_matches: hrefs }, { selector_matches: 'nav a' }, { not: { selector_matches: expect.stringContaining(`[${NO_SPECULATE}]`) as string } }],
        },
        eagerness: 'moderate',
      },
    ]);
    expect(rules?.prefetch).toEqual([
      {
        where: { and: [{ href_matches: hrefs }, { not: { selector_matches: expect.stringContaining(`[${NO_SPECULATE}]`) as string } }] },
        eagerness: 'conservative',
      },
    ]);
  });

  it('leave out the page the player is on, downloads and links to another window', () => {
    const rules = speculationRules(hrefs, { prerender: true });
    const text = JSON.stringify(rules);
    for (const selector of ['[aria-current=page]', '[download]', '[target]']) expect(text).toContain(selector);
  });

  it('only prefetch where a prerendered page would run what the app cannot hold back', () => {
    const rules = speculationRules(hrefs, { prerender: false });
    expect(rules?.prerender).toBeUndefined();
    expect(rules?.prefetch.map((r) => r.eagerness)).toEqual(['moderate', 'conservative']);
  });

  it('are none without an allowed address', () => {
    expect(speculationRules([], { prerender: true })).toBeUndefined();
  });
});

describe('the rules in the page', () => {
  it('are a speculationrules script under the nonce at the end of <head>', () => {
    const rules = speculationRules([{ pathname: '/', search: '' }], { prerender: true })!;
    const html = withSpeculationRules('<html><head><title>x</title></head><body></body></html>', speculationRulesTag(rules, 'N0NCE'));
    const tag = /<head><title>x<\/title><script type="speculationrules" nonce="N0NCE">(.*)<\/script><\/head>/.exec(html);
    expect(tag).not.toBeNull();
    expect(JSON.parse(tag![1]!)).toEqual(rules);
  });

  it('cannot be broken out of', () => {
    const tag = speculationRulesTag(speculationRules([{ pathname: '/</script><script>alert(1)//', search: '' }], { prerender: true })!, 'n');
    expect(tag.indexOf('</script>')).toBe(tag.length - '</script>'.length);
  });

  it('leave a page without a head as it is', () => {
    expect(withSpeculationRules('<p>x</p>', '<script></script>')).toBe('<p>x</p>');
  });
});
