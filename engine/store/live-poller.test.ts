import { describe, expect, it } from 'vitest';
import { livePoller } from './live-poller.ts';
import type { StoreHealth } from './types.ts';

const tick = () => new Promise((r) => setTimeout(r, 30));

describe('the live poller', () => {
  it('calls back with the live id first, then on each change; marks the store unreachable while reads fail, and catches up', async () => {
    let live: string | undefined = 'r1';
    let failing = false;
    const poller = livePoller(
      async () => {
        if (failing) throw new Error('connect ECONNREFUSED');
        return live;
      },
      10,
      () => new Date('2026-01-01T00:00:00Z'),
    );
    const ids: string[] = [];
    const health: StoreHealth[] = [];
    const stop = poller.subscribe(
      (id) => ids.push(id),
      (h) => health.push(h),
    );
    await tick();
    expect(ids).toEqual(['r1']);
    failing = true;
    live = 'r2';
    await tick();
    expect(health).toEqual([{ reachable: false, since: '2026-01-01T00:00:00.000Z', error: 'connect ECONNREFUSED' }]);
    expect(ids).toEqual(['r1']);
    failing = false;
    await tick();
    expect(health.at(-1)).toEqual({ reachable: true });
    expect(ids).toEqual(['r1', 'r2']);
    stop();
    live = 'r3';
    await tick();
    expect(ids).toEqual(['r1', 'r2']);
    poller.close();
  });
});
