import { describe, expect, it } from 'vitest';
import { effectiveGrants, grantProblem, lifetimeMs, newApiToken, parseLifetime, tokenNameProblem } from './api-tokens.ts';
import { hashToken } from './sessions.ts';

describe('named API tokens', () => {
  it('is never more than its account: the lower role over the common templates of each grant', () => {
    expect(effectiveGrants([{ role: 'admin', scope: '*' }], { role: 'editor', scope: ['casino1'] })).toEqual([{ role: 'editor', scope: ['casino1'] }]);
    expect(effectiveGrants([{ role: 'viewer', scope: ['casino1', 'slot2'] }], { role: 'publisher', scope: '*' })).toEqual([
      { role: 'viewer', scope: ['casino1', 'slot2'] },
    ]);
    expect(effectiveGrants([{ role: 'publisher', scope: ['slot2'] }], { role: 'publisher', scope: ['casino1'] })).toEqual([]);
  });

  it('refuses a grant the account does not hold', () => {
    expect(grantProblem([{ role: 'editor', scope: ['casino1'] }], { role: 'editor', scope: ['casino1'] })).toBeUndefined();
    expect(grantProblem([{ role: 'editor', scope: ['casino1'] }], { role: 'publisher', scope: ['casino1'] })).toMatch(/does not hold publisher/);
    expect(grantProblem([{ role: 'editor', scope: ['casino1'] }], { role: 'editor', scope: '*' })).toMatch(/every template/);
  });

  it('reads lifetimes in days or hours, up to a year', () => {
    expect(parseLifetime('30d')).toBe(30 * 86_400_000);
    expect(parseLifetime('12h')).toBe(12 * 3_600_000);
    expect(parseLifetime('7')).toBe(7 * 86_400_000);
    expect(parseLifetime('366d')).toBeUndefined();
    expect(parseLifetime('0d')).toBeUndefined();
    expect(parseLifetime('soon')).toBeUndefined();
    // none asked for: the policy's (OPERATOR_TOKEN_DAYS, 90 by default), capped at a year like any other
    expect(lifetimeMs(undefined)).toBe(90 * 86_400_000);
    expect(lifetimeMs(undefined, 400 * 86_400_000)).toBe(365 * 86_400_000);
    expect(lifetimeMs(7, 400 * 86_400_000)).toBe(7 * 86_400_000);
    expect(lifetimeMs(500)).toBe(365 * 86_400_000);
  });

  it('makes a secret the store keeps only as its hash', () => {
    const { secret, token } = newApiToken({ account: 'ann', name: 'ci', grant: { role: 'viewer', scope: '*' }, lifetimeMs: 86_400_000, now: 0 });
    expect(secret).toMatch(/^opt_[\w-]{43}$/);
    expect(token.secretHash).toBe(hashToken(secret));
    expect(JSON.stringify(token)).not.toContain(secret);
    expect(token).toMatchObject({ id: expect.stringMatching(/^tok_[0-9a-f]{12}$/), expiresAt: '1970-01-02T00:00:00.000Z', lastUsedAt: null });
    expect(tokenNameProblem('ci-publish')).toBeUndefined();
    expect(tokenNameProblem('has space')).toBeDefined();
  });
});
