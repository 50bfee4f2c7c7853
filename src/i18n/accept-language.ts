import { match } from '@formatjs/intl-localematcher';
import { LANGUAGES, type LanguageCode } from './languages.ts';
import type { SiteLocales } from './locale-routing.ts';

/**
 * The ranges of a header that count, and the longest tag (RFC 5646 §4.4.1 asks for at least 35
 * characters). The server matches every page request's header on its main thread to key the page
 * cache (src/server/player/page-inputs.ts): a header of hundreds of ranges would cost a millisecond each
 * time, while a browser sends a handful.
 */
const MAX_RANGES = 16;
const MAX_TAG = 35;

/**
 * The site language an Accept-Language header asks for (RFC 4647 best fit), or undefined when it
 * asks for none the site offers. Server only: the matcher weighs ~10 kB gzip.
 */
export function negotiateLanguage(header: string | null | undefined, site: SiteLocales): LanguageCode | undefined {
  if (!header) return undefined;
  const requested = header
    .split(',', MAX_RANGES)
    .map((part) => {
      const [tag = '', q] = part.trim().split(';q=');
      return { tag: tag.trim(), q: q === undefined ? 1 : Number(q) };
    })
    .filter((p) => p.tag && p.tag !== '*' && p.tag.length <= MAX_TAG && Number.isFinite(p.q) && p.q > 0)
    .sort((a, b) => b.q - a.q)
    .map((p) => p.tag);
  if (!requested.length) return undefined;
  const none = '';
  try {
    const best = match(
      requested,
      site.available.map((c) => LANGUAGES[c].tag),
      none,
      { algorithm: 'best fit' },
    );
    return site.available.find((c) => LANGUAGES[c].tag === best);
  } catch {
    // a malformed tag in the header: as if it asked for nothing
    return undefined;
  }
}
