import { describe, expect, it } from 'vitest';
import { openMemoryBackend } from '../store/memory.ts';
import type { StoredWebhook } from '../store/types.ts';
import { emitOperatorEvent, hears, payloadOf } from './emit.ts';
import { payloadHashOf } from './signature.ts';

const hook = (id: string, scope: StoredWebhook['scope'], events: StoredWebhook['events'] = ['publish', 'rollback']): StoredWebhook => ({
  id,
  url: `https://hooks.example.com/${id}`,
  secret: 'a-secret-of-sixteen+',
  events,
  scope,
  createdBy: 'admin',
  createdAt: '2026-01-01T00:00:00.000Z',
  disabled: false,
});

describe('which webhooks hear an event', () => {
  it('one subscribed to it, scoped to every template or to one the event touched', () => {
    expect(hears(hook('a', '*'), 'publish', ['slot2'])).toBe(true);
    expect(hears(hook('a', ['casino1', 'slot2']), 'publish', ['slot2'])).toBe(true);
    expect(hears(hook('a', ['slot2']), 'publish', ['casino1', 'casino4'])).toBe(false);
    expect(hears(hook('a', ['slot2']), 'publish', [])).toBe(false);
    // a change to what every template shares (routes.json, a page) reaches every brand
    expect(hears(hook('a', ['slot2']), 'rollback', '*')).toBe(true);
    expect(hears(hook('a', '*', ['rollback']), 'publish', '*')).toBe(false);
    expect(hears({ ...hook('a', '*'), disabled: true }, 'publish', '*')).toBe(false);
  });
});

describe('emitOperatorEvent', () => {
  it('queues one delivery per listening webhook, all with the same body and its hash', async () => {
    const store = openMemoryBackend();
    await store.createWebhook(hook('all', '*'));
    await store.createWebhook(hook('casino', ['casino1']));
    await store.createWebhook(hook('slot', ['slot2']));
    await store.createWebhook(hook('schedules', '*', ['schedule.published']));
    const now = new Date('2026-02-03T04:05:06.000Z');
    const queued = await emitOperatorEvent(
      store,
      { event: 'publish', revision: 'r00000002', templates: ['casino1'], actor: 'alice', detail: { message: 'm', actor: 'not me' } },
      now,
    );
    expect(queued.map((d) => d.webhook).sort()).toEqual(['all', 'casino']);
    const [first] = queued;
    const body = JSON.parse(first?.payload ?? '{}') as Record<string, unknown>;
    expect(body).toEqual({
      id: body['id'],
      event: 'publish',
      at: now.toISOString(),
      revision: 'r00000002',
      templates: ['casino1'],
      actor: 'alice',
      message: 'm',
    });
    expect(queued.every((d) => d.payload === first?.payload && d.payloadHash === payloadHashOf(d.payload))).toBe(true);
    expect((await store.deliveries({ limit: 10 })).map((d) => [d.webhook, d.state, d.attempt])).toEqual([
      ['casino', 'pending', 0],
      ['all', 'pending', 0],
    ]);
    expect(await emitOperatorEvent(store, { event: 'rollback', revision: null, templates: ['casino9'], actor: 'bob' }, now)).toHaveLength(1);
    await store.close();
  });

  it('keeps the body fields first, in order', () =>
    expect(
      Object.keys(JSON.parse(payloadOf({ event: 'draft.approved', revision: null, templates: '*', actor: 'a', detail: { draft: 'd1' } }, 'e1', 'T')) as object),
    ).toEqual(['id', 'event', 'at', 'revision', 'templates', 'actor', 'draft']));
});
