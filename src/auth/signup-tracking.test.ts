import { describe, expect, it } from 'vitest';
import { readCookie, readSignupTracking, visitorId, VISITOR_ID_KEY } from './signup-tracking.ts';

function memoryStore(initial: Record<string, string> = {}) {
  const data = new Map(Object.entries(initial));
  return { getItem: (k: string) => data.get(k) ?? null, setItem: (k: string, v: string) => void data.set(k, v), data };
}

describe('signup tracking', () => {
  it('reads referral, affiliate and campaign codes from the landing URL', () => {
    const t = readSignupTracking('?ref=FRIEND1&aff=AFF9&ch=fb&cm=summer&pp=p-1', '', 'v-1');
    expect(t).toMatchObject({ referrer_code: 'FRIEND1', affiliate_code: 'AFF9', ch: 'fb', cm: 'summer', pp: 'p-1', visitor_id: 'v-1' });
  });
  it('takes fbp from the _fbp cookie and appsflyer id from its cookie', () => {
    const t = readSignupTracking('', 'a=1; _fbp=fb.1.1700000000.123; afUserId=af-42', 'v');
    expect(t.fbp).toBe('fb.1.1700000000.123');
    expect(t.appsflyer_id).toBe('af-42');
  });
  it('drops values the backend would reject instead of sending them', () => {
    const t = readSignupTracking('?ref=%3Cscript%3E&ch=a%20b', '', 'v');
    expect(t.referrer_code).toBe('');
    expect(t.ch).toBe('');
  });
  it('missing values are empty strings', () => {
    expect(readSignupTracking('', '', '')).toEqual({
      referrer_code: '',
      affiliate_code: '',
      ch: '',
      cm: '',
      pp: '',
      fbp: '',
      appsflyer_id: '',
      visitor_id: '',
    });
  });
  it('keeps one visitor id per browser', () => {
    const store = memoryStore();
    let n = 0;
    const make = () => `id-${++n}`;
    expect(visitorId(store, make)).toBe('id-1');
    expect(visitorId(store, make)).toBe('id-1');
    expect(store.data.get(VISITOR_ID_KEY)).toBe('id-1');
  });
  it('a broken storage still yields an id', () => {
    const broken = {
      getItem: () => {
        throw new Error('denied');
      },
      setItem: () => undefined,
    };
    expect(visitorId(broken, () => 'x')).toBe('x');
  });
  it('readCookie decodes values', () => {
    expect(readCookie('x=a%20b', 'x')).toBe('a b');
    expect(readCookie('x=1', 'y')).toBe('');
  });
});
