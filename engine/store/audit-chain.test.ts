import { describe, expect, it } from 'vitest';
import { auditHash, canonicalJson, chained, GENESIS, verifyChain } from './audit-chain.ts';
import type { AuditEntry } from './types.ts';

const at = new Date('2026-12-01T10:00:00Z');
function chain(n: number): AuditEntry[] {
  const out: AuditEntry[] = [];
  for (let i = 1; i <= n; i++)
    out.push(chained({ actor: 'alice', action: 'publish', revision: null, client: '10.0.0.1', outcome: 'ok', detail: { i } }, i, out.at(-1), at));
  return out;
}
const pages = (entries: AuditEntry[]) => async (after: number, limit: number) => entries.filter((e) => e.seq > after).slice(0, limit);

describe('the audit chain', () => {
  it('serialises with sorted keys at every depth, so key order never changes a hash', () => {
    expect(canonicalJson({ b: 1, a: { d: [1, { z: 1, y: 2 }], c: null } })).toBe('{"a":{"c":null,"d":[1,{"y":2,"z":1}]},"b":1}');
    const one = chained({ actor: 'a', action: 'x', revision: null, client: null, outcome: 'ok', detail: { a: 1, b: 2 } }, 1, undefined, at);
    const two = chained({ actor: 'a', action: 'x', revision: null, client: null, outcome: 'ok', detail: { b: 2, a: 1 } }, 1, undefined, at);
    expect(one.hash).toBe(two.hash);
    expect(one.prevHash).toBe(GENESIS);
    expect(one.hash).toMatch(/^[0-9a-f]{64}$/);
  });

  it('verifies an intact chain page by page', async () => {
    expect(await verifyChain(pages(chain(12)), { pageSize: 5 })).toEqual({ verified: 12, unhashed: 0, startsAt: 1, last: 12 });
    expect(await verifyChain(pages([]))).toEqual({ verified: 0, unhashed: 0 });
  });

  it('names the first changed entry, with the hash expected and found', async () => {
    const entries = chain(6);
    const changed = { ...entries[3]!, detail: { i: 99 } };
    entries[3] = changed;
    const { hash: _h, prevHash, ...fields } = changed;
    expect((await verifyChain(pages(entries), { pageSize: 2 })).broken).toEqual({
      seq: 4,
      field: 'hash',
      expected: auditHash(fields, prevHash ?? ''),
      found: changed.hash,
    });
  });

  it('names the entry after a removed one, and the first entry when the first was removed', async () => {
    const entries = chain(6);
    expect((await verifyChain(pages(entries.filter((e) => e.seq !== 3)))).broken).toMatchObject({ seq: 4, field: 'prevHash', expected: entries[1]!.hash });
    expect((await verifyChain(pages(entries.slice(1)))).broken).toMatchObject({ seq: 2, field: 'prevHash', expected: GENESIS });
  });

  it('counts entries from before the chain, and refuses an unhashed entry once it has started', async () => {
    const legacy: AuditEntry[] = [1, 2].map((seq) => ({
      seq,
      at: at.toISOString(),
      actor: 'old',
      action: 'login',
      revision: null,
      client: null,
      outcome: 'ok',
      detail: {},
    }));
    const first = chained({ actor: 'a', action: 'x', revision: null, client: null, outcome: 'ok', detail: {} }, 3, legacy[1], at);
    const second = chained({ actor: 'a', action: 'y', revision: null, client: null, outcome: 'ok', detail: {} }, 4, first, at);
    expect(await verifyChain(pages([...legacy, first, second]))).toEqual({ verified: 2, unhashed: 2, startsAt: 3, last: 4 });
    const { hash: _h, prevHash: _p, ...stripped } = second;
    expect((await verifyChain(pages([...legacy, first, stripped]))).broken).toMatchObject({ seq: 4, found: 'none' });
  });
});
