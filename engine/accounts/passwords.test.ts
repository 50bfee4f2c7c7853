import { describe, expect, it } from 'vitest';
import { hashPassword, passwordProblem, verifyAgainstNobody, verifyPassword } from './passwords.ts';

describe('operator passwords', () => {
  it('hashes with scrypt, salted, and verifies', async () => {
    const a = await hashPassword('correct horse battery');
    const b = await hashPassword('correct horse battery');
    expect(a).toMatch(/^scrypt\$32768\$8\$1\$[\w-]{22}\$[\w-]{43}$/);
    expect(a).not.toBe(b);
    expect(await verifyPassword('correct horse battery', a)).toBe(true);
    expect(await verifyPassword('correct horse batterY', a)).toBe(false);
    expect(await verifyPassword('x', 'md5$abc')).toBe(false);
    expect(await verifyAgainstNobody('anything')).toBe(false);
  });

  it('refuses short and absurdly long passwords', () => {
    expect(passwordProblem('short')).toMatch(/at least 12/);
    expect(passwordProblem('x'.repeat(2000))).toMatch(/at most/);
    expect(passwordProblem('twelve chars')).toBeUndefined();
  });
});
