import { describe, expect, it } from 'vitest';
import { expired, hashToken, isCiToken, newCiToken, newSession, readCookie, sameToken, sessionCookie, sessionPolicyFrom } from './sessions.ts';

const policy = { idleMs: 60_000, absoluteMs: 3_600_000, tokenMs: 86_400_000 };

describe('operator sessions', () => {
  it('stores only the hash of the token, with its own CSRF token', () => {
    const { token, session } = newSession('ann', policy, 0);
    expect(session.idHash).toBe(hashToken(token));
    expect(JSON.stringify(session)).not.toContain(token);
    expect(session.csrfToken).toMatch(/^[\w-]{43}$/);
    expect(isCiToken(session)).toBe(false);
    expect(session.expiresAt).toBe(new Date(3_600_000).toISOString());
  });

  it('ends by idleness or at its absolute expiry; a CI token has no idle timeout', () => {
    const { session } = newSession('ann', policy, 0);
    expect(expired(session, policy, 59_999)).toBeUndefined();
    expect(expired(session, policy, 60_000)).toBe('idle');
    expect(expired({ ...session, lastSeenAt: new Date(3_599_000).toISOString() }, policy, 3_600_000)).toBe('expired');
    const ci = newCiToken('ci', policy, 0);
    expect(ci.token).toMatch(/^op_/);
    expect(isCiToken(ci.session)).toBe(true);
    expect(expired(ci.session, policy, 3_600_000)).toBeUndefined();
    expect(expired(ci.session, policy, 86_400_000)).toBe('expired');
  });

  it('writes the cookie HttpOnly and SameSite=Strict, Secure with the __Host- prefix over TLS', () => {
    expect(sessionCookie('t', false, 3_600_000)).toBe('operator_session=t; Path=/; HttpOnly; SameSite=Strict; Max-Age=3600');
    expect(sessionCookie('t', true, 3_600_000)).toBe('__Host-operator_session=t; Path=/; HttpOnly; SameSite=Strict; Max-Age=3600; Secure');
    expect(readCookie('a=1; operator_session=xyz; b=2', 'operator_session')).toBe('xyz');
    expect(readCookie('xoperator_session=1', 'operator_session')).toBeUndefined();
  });

  it('compares tokens in constant time and never accepts an empty one', () => {
    expect(sameToken('abc', 'abc')).toBe(true);
    expect(sameToken('abc', 'abd')).toBe(false);
    expect(sameToken('', '')).toBe(false);
  });

  it('reads its timeouts from the environment and refuses nonsense', () => {
    expect(sessionPolicyFrom({ OPERATOR_SESSION_IDLE_MINUTES: '5', OPERATOR_SESSION_MAX_HOURS: '1' })).toMatchObject({
      idleMs: 300_000,
      absoluteMs: 3_600_000,
    });
    expect(() => sessionPolicyFrom({ OPERATOR_SESSION_IDLE_MINUTES: 'soon' })).toThrow(/positive number/);
  });
});
