import { describe, expect, it } from 'vitest';
import { decideStatus } from './decide-status.ts';

describe('decideStatus (§8 global error handler)', () => {
  it('ignores success, OK and an empty or missing status', () => {
    expect(decideStatus({ statusCode: 1, statusMessage: 'whatever' })).toEqual({ kind: 'ignore' });
    expect(decideStatus({ statusCode: 0, statusMessage: 'OK' })).toEqual({ kind: 'ignore' });
    expect(decideStatus({ statusCode: 0, statusMessage: '' })).toEqual({ kind: 'ignore' });
    expect(decideStatus({ statusCode: 0 })).toEqual({ kind: 'ignore' });
    expect(decideStatus(undefined)).toEqual({ kind: 'ignore' });
  });
  it.each(['sessionExpired', 'Session Expired', 'BLOCK', 'CLOSE', 'permissionDenied'])('%s ends the session', (m) => {
    expect(decideStatus({ statusCode: 0, statusMessage: m })).toEqual({ kind: 'sessionExpired' });
  });
  it('serviceUnavailable only warns', () => {
    expect(decideStatus({ statusCode: -503, statusMessage: 'serviceUnavailable' })).toEqual({ kind: 'warn' });
  });
  it('a purely alphabetic message is translated', () => {
    expect(decideStatus({ statusCode: 0, statusMessage: 'invalidCredentials' })).toEqual({
      kind: 'dialog',
      messageKey: 'errors.invalidCredentials',
      raw: 'invalidCredentials',
    });
  });
  it('any other message is shown raw', () => {
    expect(decideStatus({ statusCode: 0, statusMessage: 'Limit is 5,000 per day' })).toEqual({
      kind: 'dialog',
      messageKey: null,
      raw: 'Limit is 5,000 per day',
    });
  });
});
