import { expect, test, type Page } from '@playwright/test';
import routes from '../../site-configs/routes.json' with { type: 'json' };
import { LANGUAGES, type LanguageCode } from '../../src/i18n/languages.ts';
import { localePath, siteLocales, LOCALE_COOKIE, type SiteLocales } from '../../src/i18n/locale-routing.ts';
import { siteLocalLanguage } from '../../src/i18n/pick-text.ts';
import { NameAllowlist, scriptOfTag } from '../../src/i18n/scripts.ts';
import { hydrated, PORT, rawRequest, site, withSaveData } from './helpers.ts';
import { readFileSync } from 'node:fs';
import { JURISDICTIONS } from '../../schemas/jurisdictions.ts';

/**
 * The mixed-language crawler (docs/i18n.md): on one demo site per routing strategy, in every language
 * the site offers, every public route is opened in Chromium and its visible text checked against the
 * script of its language (the page's, or the `lang` of the element it sits in). A word in another
 * script fails unless it stands inside a name that is the same in every language; those names come
 * from the demo API (brands, games, providers, leagues, currency codes, partners, account masks…).
 * A text marked as another language is allowed only on a third-language page: on the English page and
 * the site's local-language page every backend text has a version in the page's language.
 *
 * Sample: every language gets the home page and an equal share of the other routes, so each public
 * route is crawled once per site (casino1: 10 languages, 43 pages; slot2: 5, 38; sportsbook1: 3, 36). Guarded routes (guard "auth") are skipped: a guest is sent to the
 * login entry (§2) and their contents are not part of the product (§1).
 */

// The plain test (not ./fixtures.ts): the announcement dialog's backend text is on the page too.
test.describe.configure({ mode: 'parallel' });
// No page.route here: routing turns Chromium's HTTP cache off, so every page fetched and compiled the whole
// bundle again; with the cache, the crawl takes less than half the time, the images' drawing included.

const SITES = ['casino1', 'slot2', 'sportsbook1'] as const;
/** Each site's languages are crawled in this many tests, so the two workers share the work evenly. */
const PARTS = 2;
/**
 * Names no data source holds that every language writes in Latin letters: the VIP programme, the
 * platforms the app is offered for, and time-zone abbreviations (ICU writes "UTC" in every language).
 */
const SHARED_WORDS = ['VIP', 'Android', 'iPhone', 'iPad', 'iOS', 'UTC', 'GMT'];
const PUBLIC = routes.routes.filter((r) => r.guard !== 'auth').map((r) => r.path);
const SKIPPED = routes.routes.filter((r) => r.guard === 'auth').map((r) => r.path);

type Json = Record<string, unknown>;
const list = (v: unknown): Json[] => (Array.isArray(v) ? (v as Json[]) : []);
const str = (v: unknown) => (typeof v === 'string' ? v : '');

async function api(key: string, path: string, body: Json = {}): Promise<Json> {
  const res = await rawRequest(key, path, { domain_name: `${key}.localhost`, external_id: `ext-${key}`, ...body });
  return JSON.parse(res.text) as Json;
}

/** The site's language setup and every name that may stand in any language, read from the demo API. */
async function siteData(key: string): Promise<{ locales: SiteLocales; local: LanguageCode; allow: NameAllowlist }> {
  const startup = await api(key, '/api/startup');
  const s = startup.site as Json;
  const names = new Set<string>([...SHARED_WORDS, str(s.site_name), str(s.logo_text), str(s.currency)]);
  for (const l of list(startup.language)) names.add(str(l.name));
  const categories = new Set(list(startup.provider_count).map((p) => str(p.category)));
  for (const p of list(startup.provider_count)) names.add(str(p.provider_code));
  for (const type of ['', ...categories]) {
    for (const g of list((await api(key, '/api/product/get_hot_games', { game_type: type })).value)) names.add(str(g.game_name)).add(str(g.provider_code));
  }
  for (const p of list((await api(key, '/api/settings/partners')).value)) names.add(str(p.partner_name));
  for (const a of list((await api(key, '/api/settings/social_account')).value)) names.add(str(a.handle)).add(str(a.url)).add(str(a.platform));
  for (const t of list((await api(key, '/api/home/fetch_transactions')).value)) names.add(str(t.account_id)).add(str(t.currency));
  const top = (await api(key, '/api/settings/top10winner_withdrawal')).value as Json;
  for (const w of [...list(top.winner), ...list(top.withrawal)]) names.add(str(w.account_id)).add(str(w.game_name)).add(str(w.currency));
  const matches = JSON.parse((await rawRequest(key, '/api/home/match_list')).text) as Json;
  for (const m of list(matches.value)) {
    names.add(str(m.league));
    for (const l of list(m.bet_lines)) names.add(str(l.bet_type));
  }
  // the licence's legal names (licensee, regulator, helpline, licence number) are written as registered in every language
  for (const name of legalNames(key)) names.add(name);
  return { locales: siteLocales(startup as Parameters<typeof siteLocales>[0]), local: siteLocalLanguage(str(s.currency)), allow: new NameAllowlist(names) };
}

/** The names of the template's jurisdiction (docs/compliance.md) that its compliance blocks show. */
function legalNames(key: string): string[] {
  const template = JSON.parse(readFileSync(`site-configs/templates/${key}.json`, 'utf8')) as Json;
  const j = (template.jurisdiction ?? {}) as Json;
  const licence = (j.licence ?? {}) as Json;
  const helpline = (j.helpline ?? {}) as Json;
  const rules = Object.values(JURISDICTIONS).find((r) => r.id === j.regulator);
  return [str(licence.licensee), str(licence.number), str(licence.address), str(helpline.name), rules?.regulator ?? ''].filter(Boolean);
}

interface ShownText {
  text: string;
  /** the document title */
  title?: boolean;
  /** the `lang` in force where the text stands */
  lang: string;
  /** a regulator's wording that must be shown verbatim (marked `data-mandated-wording`, in its own `lang`) */
  mandated?: boolean;
}

/** Every visible text node, input placeholder and the document title, each with its language. */
function visibleTexts(page: Page): Promise<ShownText[]> {
  return page.evaluate(() => {
    const langOf = (el: Element) => el.closest('[lang]')?.getAttribute('lang') ?? '';
    const out: { text: string; lang: string; title?: boolean; mandated?: boolean }[] = [
      { text: document.title, lang: document.documentElement.lang, title: true },
    ];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const el = node.parentElement;
      const text = node.textContent?.replace(/\s+/g, ' ').trim() ?? '';
      if (!el || !text || el.closest('script, style, noscript, template')) continue;
      if (!el.checkVisibility({ visibilityProperty: true })) continue;
      out.push({ text, lang: langOf(el), mandated: el.closest('[data-mandated-wording]') !== null });
    }
    for (const el of document.querySelectorAll<HTMLInputElement | HTMLTextAreaElement>('input[placeholder], textarea[placeholder]')) {
      if (el.checkVisibility({ visibilityProperty: true })) out.push({ text: el.placeholder, lang: langOf(el) });
    }
    return out;
  });
}

/** Which language visits which routes: home for all, the rest shared out so each is crawled once. */
function sample(languages: readonly LanguageCode[]): [LanguageCode, string[]][] {
  const others = PUBLIC.filter((p) => p !== '/');
  return languages.map((code, i) => [code, ['/', ...others.filter((_, j) => j % languages.length === i)]]);
}

for (const key of SITES) {
  for (let part = 0; part < PARTS; part++) {
    test(`${key} (languages ${part + 1}/${PARTS}): no page mixes languages beyond shared names`, async ({ page, context }) => {
      await withSaveData(page);
      test.setTimeout(300_000);
      test.info().annotations.push({ type: 'skipped routes', description: `${SKIPPED.join(' ')}: guests are sent to the login entry (§2)` });
      const { locales, local, allow } = await siteData(key);
      const problems: string[] = [];
      let visited = 0;
      for (const [code, paths] of sample(locales.available).filter((_, i) => i % PARTS === part)) {
        await context.clearCookies();
        await context.addCookies([{ name: LOCALE_COOKIE, value: LANGUAGES[code].folder, url: site(key) }]);
        const tag = LANGUAGES[code].tag;
        // on the English and the local-language page every bilingual text exists in the page's language
        const ownLanguagePage = code === 'EN' || code === local;
        for (const path of paths) {
          const url = `${site(key)}${localePath(path, code, locales)}`;
          const res = await page.goto(url);
          expect(res?.status(), url).toBe(200);
          await hydrated(page);
          visited++;
          const where = `${key} ${code} ${path}`;
          expect(await page.locator('html').getAttribute('lang'), where).toBe(tag);
          for (const { text, lang, title, mandated } of await visibleTexts(page)) {
            // the tab title cannot carry a language mark: on a third-language page it follows the rule (English item name)
            if (title && !ownLanguagePage) continue;
            const script = scriptOfTag(lang || tag);
            if (!script) {
              problems.push(`${where}: "${text}" is marked with an unknown language "${lang}"`);
              continue;
            }
            if (lang && lang !== tag && ownLanguagePage && !mandated) problems.push(`${where}: "${text}" is shown in ${lang} on a ${tag} page`);
            const foreign = allow.unexplained(text, script);
            if (foreign.length > 0)
              problems.push(
                `${where}: "${text.slice(0, 160)}" has ${script === 'Latin' ? 'non-Latin' : `non-${script}`} words: ${foreign.slice(0, 6).join(', ')}`,
              );
          }
        }
      }
      test.info().annotations.push({ type: 'pages', description: `${visited} pages on ${key} (port ${PORT})` });
      expect(problems, problems.slice(0, 40).join('\n')).toEqual([]);
    });
  }
}
