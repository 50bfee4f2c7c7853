import { describe, expect, it } from 'vitest';
import { openMemoryBackend } from '../../engine/store/memory.ts';
import { hashToken } from '../../engine/accounts/sessions.ts';
import { runOperatorCommand } from './commands.ts';
import { UsageError } from './read-password.ts';

function io() {
  const out: string[] = [];
  return { out, io: { out: (l: string) => out.push(l), password: async () => 'a sturdy password', env: {} } };
}

describe('operator token create / list / revoke (named API tokens)', () => {
  it('creates a named, scoped token printed once and stored as its hash, lists it, and revokes it alone', async () => {
    const store = openMemoryBackend();
    const h = io();
    await runOperatorCommand(['add', 'ci', '--role', 'publisher', '--scope', 'casino1,slot2'], store, h.io);
    const made = io();
    expect(
      await runOperatorCommand(['token', 'create', 'ci', '--name', 'ci-publish', '--role', 'editor', '--scope', 'casino1', '--expires', '30d'], store, made.io),
    ).toBe(0);
    const secret = made.out.at(-1)!;
    expect(secret).toMatch(/^opt_[\w-]{43}$/);
    const [token] = await store.apiTokens('ci');
    expect(token).toMatchObject({ name: 'ci-publish', account: 'ci', grant: { role: 'editor', scope: ['casino1'] } });
    expect(Date.parse(token!.expiresAt) - Date.parse(token!.createdAt)).toBe(30 * 86_400_000);
    expect((await store.apiToken(hashToken(secret)))?.id).toBe(token!.id);
    await runOperatorCommand(['token', 'create', 'ci', '--name', 'nightly'], store, { ...h.io, env: { OPERATOR_TOKEN_DAYS: '10' } });
    const nightly = (await store.apiTokens('ci')).find((t) => t.name === 'nightly');
    expect(Date.parse(nightly!.expiresAt) - Date.parse(nightly!.createdAt)).toBe(10 * 86_400_000);
    const listed = io();
    await runOperatorCommand(['token', 'list'], store, listed.io);
    expect(listed.out).toHaveLength(2);
    expect(listed.out[0]).toMatch(/^tok_[0-9a-f]{12} {2}ci-publish\s+ci\s+editor:casino1\s+created \S+ {2}last used never {2}expires \S+$/);
    expect(listed.out.join('\n')).not.toContain(secret);
    expect(listed.out[1]).toMatch(/nightly\s+ci\s+publisher:casino1,slot2/);
    await runOperatorCommand(['token', 'revoke', token!.id], store, h.io);
    expect(await store.apiToken(hashToken(secret))).toBeUndefined();
    expect(await store.apiTokens('ci')).toHaveLength(1);
    const audit = (await store.auditLog({ limit: 10 })).items.map((e) => [e.action, e.outcome, e.detail['name']]);
    expect(audit).toEqual(
      expect.arrayContaining([
        ['token.revoke', 'ok', 'ci-publish'],
        ['token.create', 'ok', 'ci-publish'],
        ['token.create', 'ok', 'nightly'],
      ]),
    );
    await expect(runOperatorCommand(['token', 'revoke', token!.id], store, h.io)).rejects.toThrow(/no token/);
  });

  it('refuses (and audits) a token with more than its account, a bad name and a lifetime over a year', async () => {
    const store = openMemoryBackend();
    const h = io();
    await runOperatorCommand(['add', 'ed', '--role', 'editor', '--scope', 'casino1'], store, h.io);
    await expect(runOperatorCommand(['token', 'create', 'ed', '--name', 'x', '--role', 'publisher', '--scope', 'casino1'], store, h.io)).rejects.toThrow(
      /does not hold publisher/,
    );
    await expect(runOperatorCommand(['token', 'create', 'ed', '--name', 'x', '--scope', 'slot2'], store, h.io)).rejects.toThrow(
      /does not hold editor over slot2/,
    );
    expect((await store.auditLog({ limit: 1 })).items[0]).toMatchObject({ action: 'token.create', outcome: 'refused' });
    await expect(runOperatorCommand(['token', 'create', 'ed', '--name', 'bad name', '--scope', 'casino1'], store, h.io)).rejects.toThrow(UsageError);
    await expect(runOperatorCommand(['token', 'create', 'ed', '--name', 'x', '--scope', 'casino1', '--expires', '400d'], store, h.io)).rejects.toThrow(
      /--expires/,
    );
    await expect(runOperatorCommand(['token', 'create', 'ed', '--scope', 'casino1'], store, h.io)).rejects.toThrow(/--name/);
    expect(await store.apiTokens()).toEqual([]);
  });
});
