import { EventEmitter } from 'node:events';
import { describe, expect, it } from 'vitest';
import type { WorkerPeer } from '../process/cluster-ask.ts';
import { clusterServing, untilServed } from './serving-revision.ts';

/** A worker stand-in answering with the revision it serves (null: none), or not at all. */
function worker(serves: () => string | null | 'silent'): WorkerPeer {
  const events = new EventEmitter();
  return {
    send(message: unknown) {
      const revision = serves();
      if (revision === 'silent') return;
      const { id } = message as { id: string };
      setImmediate(() => events.emit('message', { type: 'config:serving', id, payload: revision }));
    },
    on: (event, listener) => events.on(event, listener),
    off: (event, listener) => events.off(event, listener),
  };
}

describe('serving revisions', () => {
  it('asks every worker, and one that does not answer counts as not serving', async () => {
    const ask = clusterServing(() => [worker(() => 'r2'), worker(() => null), worker(() => 'silent')], 30);
    expect(await ask()).toEqual(['r2', undefined, undefined]);
  });

  it('waits until every process serves the revision', async () => {
    let second = 'r1';
    const peers = [worker(() => 'r2'), worker(() => second)];
    let clock = 0;
    const result = untilServed(
      clusterServing(() => peers, 30),
      'r2',
      {
        now: () => clock,
        sleep: async (ms) => {
          clock += ms;
          // the second worker loads the publish 300 ms in
          if (clock >= 300) second = 'r2';
        },
      },
    );
    expect(await result).toEqual({ all: true, serving: 2, total: 2 });
    expect(clock).toBe(300);
  });

  it('gives up at the deadline and says how many serve it', async () => {
    let clock = 0;
    const result = await untilServed(
      clusterServing(() => [worker(() => 'r2'), worker(() => 'r1')], 30),
      'r2',
      {
        timeoutMs: 1_000,
        now: () => clock,
        sleep: async (ms) => void (clock += ms),
      },
    );
    expect(result).toEqual({ all: false, serving: 1, total: 2 });
  });
});
