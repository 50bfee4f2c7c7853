import { describe, expect, it } from 'vitest';
import { REPO_ROOT } from '../project/repo.ts';
import { readConfigFiles } from '../store/gate.ts';
import { openMemoryBackend } from '../store/memory.ts';
import { createPublisher } from '../store/publish.ts';
import type { StoredWebhook } from '../store/types.ts';

const files = readConfigFiles(`${REPO_ROOT}/site-configs`);
const TEMPLATE = 'templates/casino1.json';
const spaced = { ...files, [TEMPLATE]: (files[TEMPLATE] ?? '').replace('"label":', '"label" :') };
const hook = (id: string, scope: StoredWebhook['scope']): StoredWebhook => ({
  id,
  url: `https://hooks.example.com/${id}`,
  secret: 'a-secret-of-sixteen+',
  events: ['publish', 'rollback'],
  scope,
  createdBy: 'admin',
  createdAt: '2026-01-01T00:00:00.000Z',
  disabled: false,
});

describe('the publisher queues webhook deliveries', () => {
  it('for a publish and a rollback, to the webhooks whose scope meets the templates touched; none for the seed', async () => {
    const store = openMemoryBackend();
    await store.createWebhook(hook('casino', ['casino1']));
    await store.createWebhook(hook('slot', ['slot2']));
    const publisher = createPublisher({ store });
    const seed = await publisher.publish({ files, parent: null, author: 'server', message: 'seed', kind: 'seed' });
    if (!seed.ok) throw new Error('the shipped configs were refused');
    expect(await store.deliveries({ limit: 10 })).toEqual([]);

    const changed = await publisher.publish({ files: spaced, parent: seed.revision.id, author: 'alice', message: 'spacing', kind: 'publish' });
    if (!changed.ok) throw new Error('refused');
    const back = await publisher.publish({ files, parent: changed.revision.id, author: 'bob', message: 'back', kind: 'rollback', restores: seed.revision.id });
    if (!back.ok) throw new Error('refused');

    const queued = await store.deliveries({ limit: 10 });
    expect(queued.map((d) => [d.webhook, d.event])).toEqual([
      ['casino', 'rollback'],
      ['casino', 'publish'],
    ]);
    const claimed = await store.claimDelivery(new Date(Date.now() + 1_000).toISOString(), new Date(Date.now() + 30_000).toISOString());
    expect(JSON.parse(claimed?.payload ?? '{}')).toMatchObject({
      event: 'publish',
      revision: changed.revision.id,
      templates: expect.arrayContaining(['casino1']) as unknown,
      actor: 'alice',
      kind: 'publish',
      message: 'spacing',
      parent: seed.revision.id,
      contentId: changed.revision.contentId,
    });
    await store.close();
  }, 30_000);
});
