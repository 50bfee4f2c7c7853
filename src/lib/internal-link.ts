/**
 * Links in configs and backend data. A "path on this site" must stay on this site whatever the
 * browser does with it: `//host` is another origin, and browsers read `\` as `/` in http(s) URLs
 * (so `/\host` is `//host`) and drop tabs and newlines (so `/<tab>/host` is `//host`). The WHATWG
 * URL parser, which the browser itself uses, has the last word: the path must resolve to the origin
 * it is resolved against.
 */

/** Any origin stands in for the page's: only whether the path leaves it matters. */
const HERE = 'https://site.invalid';

export type SitePathRead = { ok: true; path: string } | { ok: false; problem: string };

/** C0 controls, DEL and C1 controls: invisible in a config, and some are dropped by the URL parser. */
const isControl = (code: number): boolean => code <= 0x1f || (code >= 0x7f && code <= 0x9f);

/**
 * Why a value is not a path on this site, as config-lint says it. The check returns an index into
 * this list: only the tools read the texts, so the player's bundle does not carry them.
 */
const PROBLEMS = [
  'does not start with "/"',
  'starts with "//", which names another host',
  'holds a backslash, which browsers read as "/" (so "/\\host" is "//host")',
  'holds a control character',
  'is not a URL path',
  'leaves the site',
] as const;

/** `value` as a path on this site, serialised by the URL parser (what an href then carries), or the index of why it is not one. */
function checkSitePath(value: string): string | number {
  if (!value.startsWith('/')) return 0;
  if (value.startsWith('//')) return 1;
  for (const ch of value) {
    if (ch === '\\') return 2;
    if (isControl(ch.codePointAt(0) ?? 0)) return 3;
  }
  let url: URL;
  try {
    url = new URL(value, HERE);
  } catch {
    return 4;
  }
  if (url.origin !== HERE) return 5;
  return `${url.pathname}${url.search}${url.hash}`;
}

/**
 * `value` as a path on this site, or why it is not one. The schema's pattern for such props
 * (schemas/site-path.ts) refuses the same values.
 */
export function readSitePath(value: string): SitePathRead {
  const read = checkSitePath(value);
  return typeof read === 'string' ? { ok: true, path: read } : { ok: false, problem: PROBLEMS[read] ?? 'is not a path on this site' };
}

/** The path an href on this site may carry, or undefined when `value` would leave the site. */
export function sitePath(value: string): string | undefined {
  const read = checkSitePath(value);
  return typeof read === 'string' ? read : undefined;
}

/** Our own pages route inside the app; anything else (another origin, `//host`, `/\host`, a scheme) is not internal. */
export const isInternalLink = (link: string): boolean => sitePath(link) !== undefined;

/**
 * Where a link from backend data goes: a path on this site, an absolute http(s) URL (opened as an
 * external link), or nowhere (rendered as no link): `//host`, `/\host`, `javascript:` and the like
 * are neither, so they never become an href.
 */
export function linkTarget(link: string): { kind: 'internal'; path: string } | { kind: 'external'; href: string } | undefined {
  const path = sitePath(link);
  if (path !== undefined) return { kind: 'internal', path };
  let url: URL;
  try {
    url = new URL(link);
  } catch {
    return undefined;
  }
  return url.protocol === 'https:' || url.protocol === 'http:' ? { kind: 'external', href: url.href } : undefined;
}
