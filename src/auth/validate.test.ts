import { describe, expect, it } from 'vitest';
import { checkAccountId, checkEmail, checkPassword, checkPhone, checkSame, checkTac, checkUrl } from './validate.ts';

describe('auth form checks', () => {
  it('account id: 4-16 letters or digits', () => {
    expect(checkAccountId('demo')).toBeNull();
    expect(checkAccountId('')).toBe('validation.required');
    expect(checkAccountId('ab')).toBe('validation.accountId');
    expect(checkAccountId('bad id!')).toBe('validation.accountId');
  });
  it('password: at least 6', () => {
    expect(checkPassword('demo1234')).toBeNull();
    expect(checkPassword('12345')).toBe('validation.passwordLength');
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
