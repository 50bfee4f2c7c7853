import { describe, expect, it } from 'vitest';
import { openMemoryBackend } from '../../engine/store/memory.ts';
import { verifyPassword } from '../../engine/accounts/passwords.ts';
import { hashToken } from '../../engine/accounts/sessions.ts';
import { runOperatorCommand } from './commands.ts';
import { UsageError } from './read-password.ts';

function io(password = 'a sturdy password') {
  const out: string[] = [];
  return { out, io: { out: (l: string) => out.push(l), password: async () => password, env: {} } };
}

describe('operator CLI', () => {
  it('adds an admin with a hashed password from stdin, audits it, and refuses a second with the same name', async () => {
    const store = openMemoryBackend();
    const h = io();
    expect(await runOperatorCommand(['add', 'root', '--role', 'admin'], store, h.io)).toBe(0);
    const account = await store.account('root');
    expect(account?.grants).toEqual([{ role: 'admin', scope: '*' }]);
    expect(await verifyPassword('a sturdy password', account!.passwordHash)).toBe(true);
    expect(JSON.stringify(account)).not.toContain('a sturdy password');
    expect((await store.auditLog({ limit: 5 })).items[0]).toMatchObject({ action: 'accounts.create', outcome: 'ok', actor: expect.stringMatching(/^cli:/) });
    await expect(runOperatorCommand(['add', 'root', '--role', 'viewer'], store, h.io)).rejects.toThrow(/exists/);
  });

  it('refuses a short password, an unknown role, a bad scope and a bad name', async () => {
    const store = openMemoryBackend();
    await expect(runOperatorCommand(['add', 'ann', '--role', 'admin'], store, io('short').io)).rejects.toThrow(UsageError);
    await expect(runOperatorCommand(['add', 'ann', '--role', 'root'], store, io().io)).rejects.toThrow(/--role/);
    await expect(runOperatorCommand(['add', 'ann', '--role', 'editor', '--scope', 'Casino!'], store, io().io)).rejects.toThrow(/--scope/);
    await expect(runOperatorCommand(['add', 'Ann Smith', '--role', 'editor'], store, io().io)).rejects.toThrow(/a name is/);
    expect(await store.accounts()).toEqual([]);
  });

  it('scoped grants, list, disable (ending sessions), passwd and a CI token stored as its hash', async () => {
    const store = openMemoryBackend();
    const h = io();
    await runOperatorCommand(['add', 'ed', '--role', 'editor', '--scope', 'casino1,slot2'], store, h.io);
    await runOperatorCommand(['list'], store, h.io);
    expect(h.out.at(-1)).toMatch(/^ed\s+editor\s+editor:casino1,slot2\s+active$/);
    await runOperatorCommand(['token', 'ed'], store, h.io);
    const token = h.out.at(-1)!;
    expect(token).toMatch(/^op_[\w-]{43}$/);
    expect(await store.session(hashToken(token))).toMatchObject({ account: 'ed', csrfToken: '' });
    await runOperatorCommand(['disable', 'ed'], store, h.io);
    expect(await store.session(hashToken(token))).toBeUndefined();
    expect((await store.account('ed'))?.disabled).toBe(true);
    await expect(runOperatorCommand(['token', 'ed'], store, h.io)).rejects.toThrow(/disabled/);
    await runOperatorCommand(['passwd', 'ed'], store, io('another sturdy one').io);
    expect(await verifyPassword('another sturdy one', (await store.account('ed'))!.passwordHash)).toBe(true);
    await expect(runOperatorCommand(['frobnicate'], store, h.io)).rejects.toThrow(/unknown command/);
  });
});
