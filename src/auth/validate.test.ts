import { describe, expect, it } from 'vitest';
import { checkAccountId, checkChosenPassword, checkEmail, checkPassword, checkPhone, checkSame, checkTac, checkUrl } from './validate.ts';

describe('auth form checks', () => {
  it('account id: 4-16 letters or digits', () => {
    expect(checkAccountId('demo')).toBeNull();
    expect(checkAccountId('')).toBe('validation.required');
    expect(checkAccountId('ab')).toBe('validation.accountId');
    expect(checkAccountId('bad id!')).toBe('validation.accountId');
  });
  it('a password typed to log in is only required (it may predate the policy)', () => {
    expect(checkPassword('demo1234')).toBeNull();
    expect(checkPassword('12345')).toBeNull();
    expect(checkPassword('')).toBe('validation.required');
  });
  it('a chosen password follows the policy', () => {
    expect(checkChosenPassword('demo1234', 'demo')).toBeNull();
    expect(checkChosenPassword('12345', 'demo')).toBe('validation.passwordLength');
    expect(checkChosenPassword('', 'demo')).toBe('validation.required');
  });
  it('email, "Invalid email address" when wrong', () => {
    expect(checkEmail('a@b.co')).toBeNull();
    expect(checkEmail('a@b')).toBe('validation.email');
    expect(checkEmail('', false)).toBeNull();
  });
  it('phone, TAC, URL, confirmation', () => {
    expect(checkPhone('+63 912 345 6789')).toBeNull();
    expect(checkPhone('12')).toBe('validation.phone');
    expect(checkTac('000000')).toBeNull();
    expect(checkTac('12345')).toBe('validation.tac');
    expect(checkUrl('https://x.io/a')).toBeNull();
    expect(checkUrl('javascript:alert(1)')).toBe('validation.url');
    expect(checkSame('a', 'b')).toBe('validation.passwordMismatch');
  });
});
