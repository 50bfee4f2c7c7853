import type { RouteEntry } from '../../schemas/routes.ts';
import { LANGUAGES } from '../i18n/languages.ts';
import type { SiteLocales } from '../i18n/site-locales.ts';

/** A link carrying this attribute is never speculated, whatever its address (a widget's link that acts). */
export const NO_SPECULATE = 'data-no-speculate';

/** A URL pattern of the rules (a URLPattern init: the rules' base URL fills in the origin, so no other site matches). */
interface HrefPattern {
  pathname: string;
  search: string;
}

type Where = { href_matches: HrefPattern[] } | { selector_matches: string } | { not: Where } | { and: Where[] };

interface Rule {
  where: Where;
  eagerness: 'moderate' | 'conservative';
}

/** The speculation rules of a page (https://wicg.github.io/nav-speculation/speculation-rules.html), as the browser reads them. */
export interface SpeculationRules {
  prerender?: Rule[];
  prefetch: Rule[];
}

/**
 * Links that are never speculated though their address may be allowed: one a widget marks, the page
 * the player is on, a download, one that opens another window.
 */
const EXCLUDED = `[${NO_SPECULATE}],[aria-current=page],[download],[target]`;

/** The main menu and the category bar: the page's navigation landmarks, where a player goes next. */
const NAVIGATION = 'nav a';

/**
 * The addresses a speculation may load: the pages of the site's route table that anyone may open
 * without a player's data (guard `none` or `guest`), in each of the site's language prefixes, with no
 * query (a query may act). Everything else is left out by construction: a player's own pages (`auth`:
 * the cashier, deposit, withdrawal, a game's launch at /playnow), the API, logout (no route), other
 * sites (the pattern takes the page's origin).
 */
export function speculableHrefs(routes: readonly RouteEntry[], locales: Pick<SiteLocales, 'strategy' | 'available'>): HrefPattern[] {
  const open = routes.filter((r) => r.guard !== 'auth').map((r) => r.path);
  const prefixes = locales.strategy === 'no_prefix' ? [] : locales.available.map((code) => LANGUAGES[code].folder);
  const langs = prefixes.join('|');
  const pages = open.filter((path) => path !== '/').map((path) => path.slice(1));
  const patterns: string[] = [];
  if (open.includes('/')) patterns.push('/', ...(langs ? [`/(${langs})`] : []));
  if (pages.length > 0) patterns.push(`${langs ? `{/(${langs})}?` : ''}/(${pages.join('|')})`);
  return patterns.map((pathname) => ({ pathname, search: '' }));
}

/**
 * Why these eagernesses: a prerender runs the next page in full (its HTML, styles, images and the
 * code it asks for at its first frame), so it is kept to the links a player is most likely to follow,
 * the main menu's and the category bar's, and starts on a hover or a press ("moderate"), where the
 * intent is strong; any other allowed link is only prefetched (the document, no subresources), on a
 * press ("conservative"), which saves the request's round trip at nearly no cost. `prerender: false`
 * (a site whose regulator's seal script would run in a page never shown) prefetches the
 * menu on hover instead.
 */
export function speculationRules(hrefs: readonly HrefPattern[], options: { prerender: boolean }): SpeculationRules | undefined {
  if (hrefs.length === 0) return undefined;
  const allowed: Where = { href_matches: [...hrefs] };
  const excluded: Where = { not: { selector_matches: EXCLUDED } };
  const menu: Rule = { where: { and: [allowed, { selector_matches: NAVIGATION }, excluded] }, eagerness: 'moderate' };
  const rest: Rule = { where: { and: [allowed, excluded] }, eagerness: 'conservative' };
  return options.prerender ? { prerender: [menu], prefetch: [rest] } : { prefetch: [menu, rest] };
}

/** The rules as an inline script under the page's nonce; `<` is escaped, so no value can end the element. */
export function speculationRulesTag(rules: SpeculationRules, nonce: string): string {
  return `<script type="speculationrules" nonce="${nonce}">${JSON.stringify(rules).replace(/</g, '\\u003c')}</script>`;
}

/** The page with `tag` at the end of its <head>: written into the HTML, which React skips when it hydrates. */
export function withSpeculationRules(html: string, tag: string): string {
  const end = html.indexOf('</head>');
  return end < 0 ? html : html.slice(0, end) + tag + html.slice(end);
}
