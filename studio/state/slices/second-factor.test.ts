import { describe, expect, it } from 'vitest';
import { ApiError } from '../../api/errors.ts';
import { studioSetup } from '../test-support.ts';
import { factorOf, methodsAsked, withProof } from './second-factor.ts';

describe('second-factor slice', () => {
  it('a publish past the step-up window asks to confirm, keeps the session, and goes through after a step-up', async () => {
    const { store, server, login } = studioSetup('pub');
    await login();
    server.stale = true;
    expect(await store.getState().publish('later')).toEqual({ kind: 'stepUp', secondFactor: false });
    expect(store.getState().phase).toBe('ready');
    expect(await store.getState().stepUp('not the password', {})).toBe('Wrong password.');
    expect(await store.getState().stepUp('correct horse battery', {})).toBeNull();
    expect((await store.getState().publish('later')).kind).toBe('published');
    expect(await store.getState().rollback('00000001', 'back')).toMatchObject({ kind: 'published' });
  });

  it('a typed code is the app’s when it is six digits, else a recovery code; a refusal names the factors asked for', async () => {
    expect(factorOf(' 123456 ')).toEqual({ totp: '123456' });
    expect(factorOf('abcd-efgh-jkmn')).toEqual({ recoveryCode: 'abcd-efgh-jkmn' });
    expect(methodsAsked(new ApiError(401, 'mfaRequired', 'x', { methods: ['totp', 'passkey', 'other'] }))).toEqual(['totp', 'passkey']);
    expect(methodsAsked(new ApiError(401, 'invalidCredentials', 'x'))).toBeUndefined();
    const sent: unknown[] = [];
    await withProof({ code: '654321' }, async (factor) => sent.push(factor));
    await withProof({}, async (factor) => sent.push(factor));
    expect(sent).toEqual([{ totp: '654321' }, undefined]);
  });

  it('a login the server asks a second factor of says which, and is not a lost session', async () => {
    const { store, server } = studioSetup('pub');
    server.failWith = new ApiError(401, 'mfaRequired', 'a second factor is needed', { methods: ['totp', 'recoveryCode'] });
    expect(await store.getState().login('pub', 'correct horse battery')).toEqual({ needs: ['totp', 'recoveryCode'] });
    server.failWith = new ApiError(401, 'invalidSecondFactor', 'wrong code');
    expect(await store.getState().login('pub', 'correct horse battery', { code: '000000' })).toBe('That code was not accepted: wrong code.');
    expect(new ApiError(401, 'stepUpRequired', 'x').sessionLost).toBe(false);
  });
});
