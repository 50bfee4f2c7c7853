import { randomBytes, scryptSync } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { hashParams, hashPassword, needsRehash, passwordProblem, verifyAgainstNobody, verifyPassword } from './passwords.ts';

/** A hash as the store held them before issue 50 (N = 2^15). */
function oldHash(password: string): string {
  const salt = randomBytes(16);
  const key = scryptSync(password.normalize('NFKC'), salt, 32, { N: 1 << 15, r: 8, p: 1, maxmem: 64 * 1024 * 1024 });
  return ['scrypt', 1 << 15, 8, 1, salt.toString('base64url'), key.toString('base64url')].join('$');
}

describe('operator passwords', () => {
  it('hashes with scrypt at N = 2^17, salted, and verifies', async () => {
    const a = await hashPassword('correct horse battery');
    const b = await hashPassword('correct horse battery');
    expect(a).toMatch(/^scrypt\$131072\$8\$1\$[\w-]{22}\$[\w-]{43}$/);
    expect(a).not.toBe(b);
    expect(await verifyPassword('correct horse battery', a)).toBe(true);
    expect(await verifyPassword('correct horse batterY', a)).toBe(false);
    expect(await verifyPassword('x', 'md5$abc')).toBe(false);
    expect(await verifyAgainstNobody('anything')).toBe(false);
    expect(needsRehash(a)).toBe(false);
  });

  it('still verifies a hash made with the older parameters, and says it needs a new one', async () => {
    const old = oldHash('correct horse battery');
    expect(await verifyPassword('correct horse battery', old)).toBe(true);
    expect(needsRehash(old)).toBe(true);
  });

  it('lowers the cost for a test server only (OPERATOR_TEST_SCRYPT_N, no BACKEND_URL); a server with real players keeps 2^17', async () => {
    expect(hashParams({})).toEqual({ N: 1 << 17, r: 8, p: 1 });
    expect(hashParams({ OPERATOR_TEST_SCRYPT_N: '' })).toEqual({ N: 1 << 17, r: 8, p: 1 });
    expect(hashParams({ OPERATOR_TEST_SCRYPT_N: '1024', BACKEND_URL: 'https://backend.example' })).toEqual({ N: 1 << 17, r: 8, p: 1 });
    const test = hashParams({ OPERATOR_TEST_SCRYPT_N: '1024' });
    expect(test).toEqual({ N: 1024, r: 8, p: 1 });
    for (const bad of ['512', '1000', '262144', 'many']) expect(() => hashParams({ OPERATOR_TEST_SCRYPT_N: bad }), bad).toThrow(/OPERATOR_TEST_SCRYPT_N/);
    const cheap = await hashPassword('correct horse battery', test);
    expect(cheap).toMatch(/^scrypt\$1024\$8\$1\$/);
    expect(await verifyPassword('correct horse battery', cheap)).toBe(true);
    expect(needsRehash(cheap, test)).toBe(false);
    // the production server upgrades it at the next login
    expect(needsRehash(cheap)).toBe(true);
  });

  it('refuses short and absurdly long passwords', () => {
    expect(passwordProblem('short')).toMatch(/at least 12/);
    expect(passwordProblem('x'.repeat(2000))).toMatch(/at most/);
    expect(passwordProblem('twelve chars')).toBeUndefined();
  });

  it('refuses common passwords, stretched ones, one repeated character and the account name', () => {
    for (const common of ['password1234', 'Password123456', 'qwertyuiop123', 'P@ssw0rd2024!', 'iloveyou!!!!', 'sunshinesunshine', '123456789012'])
      expect(passwordProblem(common), common).toMatch(/lists every guesser/);
    expect(passwordProblem('zzzzzzzzzzzzzz')).toMatch(/repeated/);
    expect(passwordProblem('alice.smith-2026', 'alice.smith')).toMatch(/account name/);
    expect(passwordProblem('alice.smith-2026', 'bob')).toBeUndefined();
    expect(passwordProblem('violet anchor drift')).toBeUndefined();
  });
});
