import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { openMemoryBackend } from '../../engine/store/memory.ts';
import type { AuditEntry, ConfigStoreBackend } from '../../engine/store/types.ts';
import { runOperatorCommand } from './commands.ts';

const dir = mkdtempSync(join(tmpdir(), 'audit-cli-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

function io() {
  const out: string[] = [];
  return { out, io: { out: (l: string) => out.push(l), password: async () => 'a sturdy password', env: {} } };
}
const entry = (i: number) => ({ actor: 'alice', action: 'publish', revision: null, client: null, outcome: 'ok' as const, detail: { i } });

/** The store with one entry's detail changed as it is read: what a row altered in the database looks like. */
const tampered = (store: ConfigStoreBackend, seq: number): ConfigStoreBackend => ({
  ...store,
  auditRange: async (options) => (await store.auditRange(options)).map((e) => (e.seq === seq ? { ...e, detail: { i: -1 } } : e)),
});

describe('operator audit verify / export', () => {
  it('verify: exit 0 with a count on an intact chain, 1 naming the first changed entry', async () => {
    const store = openMemoryBackend();
    for (let i = 0; i < 7; i++) await store.audit(entry(i));
    const good = io();
    expect(await runOperatorCommand(['audit', 'verify'], store, good.io)).toBe(0);
    expect(good.out[0]).toBe('operator: audit chain intact: 7 entries verified, entries 1..7');
    const bad = io();
    expect(await runOperatorCommand(['audit', 'verify'], tampered(store, 4), bad.io)).toBe(1);
    expect(bad.out[0]).toMatch(/^operator: audit chain BROKEN at entry 4: hash expected [0-9a-f]{64}, found [0-9a-f]{64}$/);
  });

  it('export: JSON lines with hashes, from an entry number or a date, to a file; audited', async () => {
    const store = openMemoryBackend();
    for (let i = 0; i < 5; i++) await store.audit(entry(i));
    const out = join(dir, 'audit.jsonl');
    const h = io();
    expect(await runOperatorCommand(['audit', 'export', '--out', out], store, h.io)).toBe(0);
    const lines = readFileSync(out, 'utf8')
      .trimEnd()
      .split('\n')
      .map((l) => JSON.parse(l) as AuditEntry);
    expect(lines.map((e) => e.seq)).toEqual([1, 2, 3, 4, 5]);
    expect(lines[1]?.prevHash).toBe(lines[0]?.hash);
    expect(h.out[0]).toBe(`operator: exported 5 audit entries to ${out}`);
    expect((await store.auditLog({ limit: 1 })).items[0]).toMatchObject({ action: 'audit.export', detail: { entries: 5, out } });
    const from = io();
    await runOperatorCommand(['audit', 'export', '--since', '4'], store, from.io);
    expect(from.out.map((l) => (JSON.parse(l) as AuditEntry).seq)).toEqual([4, 5, 6]);
    const later = io();
    await runOperatorCommand(['audit', 'export', '--since', '2999-01-01'], store, later.io);
    expect(later.out).toEqual([]);
    await expect(runOperatorCommand(['audit', 'export', '--since', 'yesterday-ish'], store, h.io)).rejects.toThrow(/--since/);
    await expect(runOperatorCommand(['audit', 'frob'], store, h.io)).rejects.toThrow(/unknown audit command/);
  });
});
