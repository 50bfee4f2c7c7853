import { describe, expect, it } from 'vitest';
import { ApiError } from '../../api/errors.ts';
import { FakeServer, memoryStorage, studioSetup } from '../test-support.ts';
import { createKit } from './kit.ts';

function kitOver(account = 'ed') {
  const { store, login } = studioSetup(account);
  const kit = createKit(store.setState, store.getState, { api: new FakeServer().api(), storage: memoryStorage(), now: () => 0 });
  return { store, kit, login };
}

describe('the slices’ kit', () => {
  it('runs queued tasks one after another, the next even when one before it failed', async () => {
    const { kit } = kitOver();
    const order: string[] = [];
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    const first = kit.serial(async () => {
      await held;
      order.push('first');
      throw new Error('first failed');
    });
    const second = kit.serial(async () => {
      order.push('second');
      return 2;
    });
    release();
    await expect(first).rejects.toThrow('first failed');
    expect(await second).toBe(2);
    expect(order).toEqual(['first', 'second']);
  });

  it('a failure is said; a lost session also signs the studio out', async () => {
    const { store, kit, login } = kitOver();
    await login();
    expect(kit.account()).toBe('ed');
    kit.failed(new Error('boom'), 'do it');
    expect(store.getState()).toMatchObject({ phase: 'ready', notice: { tone: 'error', text: 'Could not do it: boom' } });
    kit.failed(new ApiError(401, 'unauthenticated', 'expired'), 'doing it');
    expect(store.getState()).toMatchObject({
      phase: 'signedOut',
      session: null,
      notice: { text: 'Your session ended while doing it. Log in again to go on.' },
    });
    expect(kit.account()).toBe('');
  });
});
