import { describe, expect, it } from 'vitest';
import { passwordProblem } from './password-policy.ts';

describe('password policy', () => {
  it('accepts the demo password and ordinary ones', () => {
    expect(passwordProblem('demo1234', 'demo')).toBeNull();
    expect(passwordProblem('Fresh2024', 'demo')).toBeNull();
  });

  it.each([
    ['123456', 'length'],
    ['      ', 'length'],
    ['x'.repeat(65), 'length'],
    ['PlayerOne', 'accountId'],
    ['        ', 'repeated'],
    ['aaaaaaaaa', 'repeated'],
    ['Password1', 'common'],
    ['12345678', 'common'],
  ] as const)('refuses %j (%s)', (password, problem) => {
    expect(passwordProblem(password, 'playerone')).toBe(problem);
  });
});
