/**
 * The §7 signup tracking fields a visitor brings along: referral and affiliate codes and campaign
 * tags from the landing URL, the Meta pixel's `_fbp` cookie, an AppsFlyer id, and a visitor id
 * that stays the same for this browser.
 */
export interface SignupTracking {
  referrer_code: string;
  affiliate_code: string;
  ch: string;
  cm: string;
  pp: string;
  fbp: string;
  appsflyer_id: string;
  visitor_id: string;
}

export const VISITOR_ID_KEY = 'visitor_id';

/** What the backend accepts for a tracking id; anything else is dropped rather than sent. */
const TRACKING_ID = /^[A-Za-z0-9._-]{1,128}$/;

const clean = (v: string | null | undefined) => (v && TRACKING_ID.test(v.trim()) ? v.trim() : '');

export function readCookie(cookieHeader: string, name: string): string {
  for (const part of cookieHeader.split(';')) {
    const [k, ...rest] = part.trim().split('=');
    if (k === name) {
      try {
        return decodeURIComponent(rest.join('='));
      } catch {
        return rest.join('=');
      }
    }
  }
  return '';
}

interface KeyValueStore {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
}

/** The browser's visitor id: created once (a UUID) and kept in storage; fresh each time if storage fails. */
export function visitorId(storage: KeyValueStore | null, makeId: () => string): string {
  try {
    const stored = storage?.getItem(VISITOR_ID_KEY);
    if (stored && TRACKING_ID.test(stored)) return stored;
    const id = makeId();
    storage?.setItem(VISITOR_ID_KEY, id);
    return id;
  } catch (error) {
    console.warn('Visitor id not stored', error);
    return makeId();
  }
}

export function readSignupTracking(search: string, cookieHeader: string, visitor: string): SignupTracking {
  const q = new URLSearchParams(search);
  return {
    referrer_code: clean(q.get('ref') ?? q.get('referrer_code')),
    affiliate_code: clean(q.get('aff') ?? q.get('affiliate_code')),
    ch: clean(q.get('ch')),
    cm: clean(q.get('cm')),
    pp: clean(q.get('pp')),
    fbp: clean(readCookie(cookieHeader, '_fbp')),
    appsflyer_id: clean(q.get('af_id') ?? readCookie(cookieHeader, 'afUserId')),
    visitor_id: clean(visitor),
  };
}
