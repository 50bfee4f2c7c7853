import { describe, expect, it } from 'vitest';
import { openMemoryBackend } from '../../engine/store/memory.ts';
import { runOperatorCommand } from './commands.ts';
import { UsageError } from './read-password.ts';

function io(secret = 'a-secret-typed-in-0001', env: NodeJS.ProcessEnv = {}) {
  const out: string[] = [];
  return { out, io: { out: (l: string) => out.push(l), password: async () => secret, env } };
}

describe('operator webhook', () => {
  it('adds a webhook with its events and scope, audited without the secret, and lists it without the secret', async () => {
    const store = openMemoryBackend();
    const h = io();
    const args = [
      'webhook',
      'add',
      'https://hooks.example.com/config',
      '--secret',
      'sixteen-chars-or-more',
      '--events',
      'publish,rollback',
      '--scope',
      'casino1,slot2',
    ];
    expect(await runOperatorCommand(args, store, h.io)).toBe(0);
    const id = h.out.at(-1) ?? '';
    expect(await store.webhooks()).toEqual([
      {
        id,
        url: 'https://hooks.example.com/config',
        events: ['publish', 'rollback'],
        scope: ['casino1', 'slot2'],
        createdBy: expect.stringMatching(/^cli:/) as unknown,
        createdAt: expect.any(String) as unknown,
        disabled: false,
      },
    ]);
    const audit = (await store.auditLog({ limit: 1 })).items[0];
    expect(audit).toMatchObject({ action: 'webhooks.create', outcome: 'ok', detail: { webhook: id, target: 'https://hooks.example.com' } });
    expect(JSON.stringify(audit)).not.toContain('sixteen-chars');
    await runOperatorCommand(['webhook', 'list'], store, h.io);
    expect(h.out.at(-1)).toContain(`${id}  https://hooks.example.com/config  events publish,rollback  scope casino1,slot2`);
    expect(h.out.join('\n')).not.toContain('sixteen-chars');
  });

  it('reads the secret from stdin without --secret, and hears every event by default', async () => {
    const store = openMemoryBackend();
    await runOperatorCommand(['webhook', 'add', 'https://hooks.example.com/x'], store, io().io);
    expect((await store.webhooks())[0]?.events).toContain('draft.approved');
    const webhook = (await store.webhooks())[0]?.id ?? '';
    await store.enqueueDeliveries([{ id: 'd1', webhook, event: 'publish', payload: '{}', payloadHash: 'h', at: new Date().toISOString() }]);
    expect((await store.claimDelivery(new Date(Date.now() + 1_000).toISOString(), new Date(Date.now() + 9_000).toISOString()))?.secret).toBe(
      'a-secret-typed-in-0001',
    );
  });

  it('refuses a short secret, an unknown event, another scheme, and a private target unless WEBHOOK_ALLOW_PRIVATE=1', async () => {
    const store = openMemoryBackend();
    await expect(runOperatorCommand(['webhook', 'add', 'https://hooks.example.com/x', '--secret', 'short'], store, io().io)).rejects.toThrow(/16 characters/);
    await expect(runOperatorCommand(['webhook', 'add', 'https://hooks.example.com/x', '--events', 'publish,deploy'], store, io().io)).rejects.toThrow(
      /not deploy/,
    );
    await expect(runOperatorCommand(['webhook', 'add', 'gopher://hooks.example.com/x'], store, io().io)).rejects.toThrow(/http/);
    await expect(runOperatorCommand(['webhook', 'add', 'http://127.0.0.1:9000/x'], store, io().io)).rejects.toThrow(/WEBHOOK_ALLOW_PRIVATE/);
    expect(await store.webhooks()).toEqual([]);
    expect(await runOperatorCommand(['webhook', 'add', 'http://127.0.0.1:9000/x'], store, io(undefined, { WEBHOOK_ALLOW_PRIVATE: '1' }).io)).toBe(0);
  });

  it('shows the delivery log, redelivers, disables and removes by an id or its start', async () => {
    const store = openMemoryBackend();
    const h = io();
    await runOperatorCommand(['webhook', 'add', 'https://hooks.example.com/x'], store, h.io);
    const id = h.out.at(-1) ?? '';
    await store.enqueueDeliveries([{ id: 'd1', webhook: id, event: 'publish', payload: '{}', payloadHash: 'h', at: '2026-01-01T00:00:00.000Z' }]);
    await runOperatorCommand(['webhook', 'deliveries', id.slice(0, 8)], store, h.io);
    expect(h.out.at(-1)).toMatch(/^d1 {2}\w{8} {2}publish\s+pending\s+attempt 0 {2}- {2}at 2026-01-01T00:00:00.000Z {2}next 2026-01-01T00:00:00.000Z$/);
    await runOperatorCommand(['webhook', 'redeliver', 'd1'], store, h.io);
    expect((await store.auditLog({ limit: 1 })).items[0]).toMatchObject({ action: 'webhooks.resend', detail: { delivery: 'd1' } });
    await expect(runOperatorCommand(['webhook', 'redeliver', 'nope'], store, h.io)).rejects.toThrow(/no delivery/);
    await runOperatorCommand(['webhook', 'disable', id], store, h.io);
    expect((await store.webhooks())[0]?.disabled).toBe(true);
    await expect(runOperatorCommand(['webhook', 'remove', 'abc'], store, h.io)).rejects.toThrow(UsageError);
    await runOperatorCommand(['webhook', 'remove', id.slice(0, 8)], store, h.io);
    expect(await store.webhooks()).toEqual([]);
    expect((await store.auditLog({ limit: 1 })).items[0]).toMatchObject({ action: 'webhooks.delete', detail: { webhook: id } });
    await expect(runOperatorCommand(['webhook', 'frob'], store, h.io)).rejects.toThrow(/unknown webhook command/);
  });
});
