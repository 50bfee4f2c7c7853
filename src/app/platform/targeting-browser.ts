import type { Audience } from '../../render/targeting.ts';
import { readCookie } from '../../viewport/cookies.ts';
import { MARKET_COOKIE } from '../audience.ts';

/**
 * The page carries the audience only as far as its rules read it (src/app/audience.ts); the rest the
 * browser has from the cookies the server set: the visitor's variants and market. The first page is
 * judged at the instant the server rendered it (hydration then shows what the server sent), later
 * pages at the browser's clock (a studio preview "as" a time: every page at that time).
 */
export function browserAudience(page: Audience, cookies: string, firstPage: boolean, now: number): Audience {
  const variants: Record<string, string> = {};
  for (const part of cookies.split(';')) {
    const [name = '', value = ''] = part.trim().split('=');
    if (name.startsWith('exp_') && value) variants[name.slice(4)] = value;
  }
  const market = page.market !== undefined ? page.market : readCookie(cookies, MARKET_COOKIE);
  return {
    ...(market ? { market } : {}),
    variants: { ...variants, ...page.variants },
    at: firstPage || page.fixed ? page.at : now,
    timeZone: page.timeZone,
    ...(page.fixed ? { fixed: page.fixed } : {}),
  };
}

interface DataLayerWindow {
  dataLayer?: unknown[];
}

/** Each experiment a page's rules judge is reported once per page load: the visitor saw that variant's page. */
export function experimentReporter(target: DataLayerWindow) {
  const reported = new Set<string>();
  return (id: string, variant: string | undefined): void => {
    if (variant === undefined || reported.has(id)) return;
    reported.add(id);
    (target.dataLayer ??= []).push({ event: 'experiment_impression', experiment_id: id, variant_id: variant });
  };
}
