import { EventEmitter } from 'node:events';
import { describe, expect, it } from 'vitest';
import { createVitalsAggregate, type VitalsAggregate } from './aggregate.ts';
import { clusterVitals, type VitalsPeer } from './cluster.ts';

/** A worker stand-in: answers a request with its aggregate's values, like answerVitalsRequests in a real worker. */
function worker(aggregate: VitalsAggregate | 'silent' | 'gone'): VitalsPeer {
  const events = new EventEmitter();
  return {
    send(message: unknown) {
      if (aggregate === 'gone') throw new Error('channel closed');
      if (aggregate === 'silent') return;
      const { id } = message as { id: string };
      // a reply to an older request first: it must not be taken for this one
      setImmediate(() => events.emit('message', { type: 'vitals:values', id: 'older', payload: [] }));
      setImmediate(() => events.emit('message', { type: 'vitals:values', id, payload: aggregate.values() }));
    },
    on: (event, listener) => events.on(event, listener),
    off: (event, listener) => events.off(event, listener),
  };
}

describe('clusterVitals', () => {
  it('pools every worker that answers and counts those that do not', async () => {
    const a = createVitalsAggregate();
    const b = createVitalsAggregate();
    a.record('casino1.localhost', 'mobile', { page: '/', metrics: [{ name: 'LCP', value: 1000 }] });
    for (const lcp of [2000, 3000, 4000]) b.record('casino1.localhost', 'mobile', { page: '/', metrics: [{ name: 'LCP', value: lcp }] });
    const gather = clusterVitals(() => [worker(a), worker(b), worker('silent'), worker('gone')], 50);
    expect(await gather()).toEqual({
      series: [{ site: 'casino1.localhost', page: '/', device: 'mobile', metrics: { LCP: { p75: 3000, count: 4 } } }],
      processes: { answered: 2, total: 4 },
    });
  });

  it('answers at once with no workers', async () => {
    expect(await clusterVitals(() => [], 50)()).toEqual({ series: [], processes: { answered: 0, total: 0 } });
  });
});
