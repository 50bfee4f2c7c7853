import { EventEmitter } from 'node:events';
import { describe, expect, it } from 'vitest';
import type { WorkerPeer } from '../process/cluster-ask.ts';
import { createFieldAggregate, type FieldAggregate } from './aggregate.ts';
import { clusterField } from './cluster.ts';

/** A worker stand-in: answers a request with its aggregate's values, like answerFieldRequests in a real worker. */
function worker(aggregate: FieldAggregate | 'silent' | 'gone'): WorkerPeer {
  const events = new EventEmitter();
  return {
    send(message: unknown) {
      if (aggregate === 'gone') throw new Error('channel closed');
      if (aggregate === 'silent') return;
      const { id } = message as { id: string };
      // a reply to an older request first: it must not be taken for this one
      setImmediate(() => events.emit('message', { type: 'field:values', id: 'older', payload: [] }));
      setImmediate(() => events.emit('message', { type: 'field:values', id, payload: aggregate.values() }));
    },
    on: (event, listener) => events.on(event, listener),
    off: (event, listener) => events.off(event, listener),
  };
}

describe('clusterField', () => {
  it('pools every worker that answers and counts those that do not', async () => {
    const a = createFieldAggregate();
    const b = createFieldAggregate();
    a.record('casino1.localhost', 'mobile', { page: '/', metrics: [{ name: 'LCP', value: 1000 }], elements: [] });
    for (const lcp of [2000, 3000, 4000]) b.record('casino1.localhost', 'mobile', { page: '/', metrics: [{ name: 'LCP', value: lcp }], elements: [] });
    b.record('casino1.localhost', 'mobile', { page: '/', metrics: [], elements: [{ element: 'rg-link', rendered: true, visible: false }] });
    const gather = clusterField(() => [worker(a), worker(b), worker('silent'), worker('gone')], 50);
    expect(await gather()).toEqual({
      vitals: [{ site: 'casino1.localhost', page: '/', device: 'mobile', metrics: { LCP: { p75: 3000, count: 4 } } }],
      seen: [{ site: 'casino1.localhost', page: '/', device: 'mobile', elements: { 'rg-link': { views: 1, rendered: 1, visible: 0 } } }],
      processes: { answered: 2, total: 4 },
    });
  });

  it('answers at once with no workers', async () => {
    expect(await clusterField(() => [], 50)()).toEqual({ vitals: [], seen: [], processes: { answered: 0, total: 0 } });
  });
});
