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

  it('token list shows each CI token by a short id of its hash, and token revoke ends that one alone', async () => {
    const store = openMemoryBackend();
    const h = io();
    await runOperatorCommand(['add', 'ci', '--role', 'publisher'], store, h.io);
    await runOperatorCommand(['add', 'ed', '--role', 'editor'], store, h.io);
    await runOperatorCommand(['token', 'ci'], store, h.io);
    const first = h.out.at(-1)!;
    await runOperatorCommand(['token', 'ci'], store, h.io);
    const second = h.out.at(-1)!;
    await runOperatorCommand(['token', 'ed'], store, h.io);
    const listed = io();
    await runOperatorCommand(['token', 'list', 'ci'], store, listed.io);
    expect(listed.out).toHaveLength(2);
    const firstId = hashToken(first).slice(0, 12);
    expect(listed.out.join('\n')).toContain(firstId);
    expect(listed.out.join('\n')).not.toContain(first);
    expect(listed.out[0]).toMatch(/^[0-9a-f]{12} {2}ci\s+created \S+ {2}last used \S+ {2}expires \S+$/);
    const all = io();
    await runOperatorCommand(['token', 'list'], store, all.io);
    expect(all.out).toHaveLength(3);

    await runOperatorCommand(['token', 'revoke', firstId], store, h.io);
    expect(await store.session(hashToken(first))).toBeUndefined();
    expect(await store.session(hashToken(second))).toBeDefined();
    expect((await store.auditLog({ limit: 1 })).items[0]).toMatchObject({ action: 'token.revoke', detail: { account: 'ci', token: firstId } });
    await expect(runOperatorCommand(['token', 'revoke', firstId], store, h.io)).rejects.toThrow(/no CI token/);
    await expect(runOperatorCommand(['token', 'revoke', 'xyz'], store, h.io)).rejects.toThrow(UsageError);
    const after = io();
    await runOperatorCommand(['token', 'list', 'ci'], store, after.io);
    expect(after.out).toHaveLength(1);
  });

  it('totp enrols an authenticator app: prints its otpauth URI and ten recovery codes once, stores their hashes, audits no secret', async () => {
    const store = openMemoryBackend();
    const h = io();
    await runOperatorCommand(['add', 'ann', '--role', 'admin'], store, h.io);
    await expect(runOperatorCommand(['totp', 'nobody'], store, h.io)).rejects.toThrow(/no account nobody/);
    expect(await runOperatorCommand(['totp', 'ann'], store, h.io)).toBe(0);
    const secret = /^otpauth:\/\/totp\/Gaming%20Site%20Builder:ann\?secret=([A-Z2-7]+)&issuer=Gaming%20Site%20Builder$/.exec(
      h.out.find((l) => l.startsWith('otpauth:')) ?? '',
    )?.[1];
    const codes = h.out.filter((l) => /^ {2}[a-z2-9]{4}-[a-z2-9]{4}-[a-z2-9]{4}$/.test(l)).map((l) => l.trim());
    expect(codes).toHaveLength(10);
    const factors = await store.secondFactors('ann');
    expect(factors.totp?.secret).toBe(secret);
    expect(factors.recoveryHashes).toHaveLength(10);
    expect(factors.recoveryHashes.join()).not.toContain(codes[0]);
    const audit = JSON.stringify((await store.auditLog({ limit: 5, action: 'mfa.enrol' })).items);
    expect(audit).toContain('"account":"ann"');
    expect(audit).not.toContain(secret);
    expect(audit).not.toContain(codes[0]);
  });
});
