import { describe, expect, it } from 'vitest';
import { clearedFlowCookie, flowCookie, flowKey, FLOW_MAX_AGE_MS, readFlow } from './flow-cookie.ts';

const FLOW = { state: 'st', nonce: 'no', verifier: 've', redirectUri: 'http://127.0.0.1:3001/api/sso/callback' };
const KEY = flowKey('client secret');
const NOW = 1_700_000_000_000;
const header = (setCookie: string) => setCookie.split(';')[0];

describe('the sign-on flow cookie', () => {
  it('is HttpOnly, SameSite=Lax, on /api/sso/ only, for ten minutes, Secure with its prefix over TLS', () => {
    expect(flowCookie(FLOW, KEY, false, NOW)).toMatch(/^operator_sso=[\w-]+\.[\w-]{43}; Path=\/api\/sso\/; HttpOnly; SameSite=Lax; Max-Age=600$/);
    expect(flowCookie(FLOW, KEY, true, NOW)).toMatch(
      /^__Secure-operator_sso=[\w-]+\.[\w-]{43}; Path=\/api\/sso\/; HttpOnly; SameSite=Lax; Max-Age=600; Secure$/,
    );
    expect(clearedFlowCookie(false)).toBe('operator_sso=; Path=/api/sso/; HttpOnly; SameSite=Lax; Max-Age=0');
  });

  it('gives back what it kept until it expires', () => {
    const cookie = header(flowCookie(FLOW, KEY, false, NOW));
    expect(readFlow(`a=b; ${cookie}`, KEY, false, NOW + 1_000)).toEqual(FLOW);
    expect(readFlow(cookie, KEY, false, NOW + FLOW_MAX_AGE_MS)).toBe('expired');
  });

  it('refuses a cookie another key signed, an altered one, and none', () => {
    const cookie = header(flowCookie(FLOW, KEY, false, NOW))!;
    expect(readFlow(cookie, flowKey('another secret'), false, NOW)).toBe('forged');
    const [name, value] = cookie.split('=') as [string, string];
    const [payload, mac] = value.split('.') as [string, string];
    const altered = Buffer.from(JSON.stringify({ ...FLOW, state: 'mine', expires: NOW + 60_000 })).toString('base64url');
    expect(readFlow(`${name}=${altered}.${mac}`, KEY, false, NOW)).toBe('forged');
    expect(readFlow(`${name}=${payload}`, KEY, false, NOW)).toBe('forged');
    expect(readFlow(undefined, KEY, false, NOW)).toBe('missing');
    // the Secure name is read over TLS, the plain one without
    expect(readFlow(cookie, KEY, true, NOW)).toBe('missing');
  });
});
