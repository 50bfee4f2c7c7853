import { describe, expect, it } from 'vitest';
import { ACCOUNT_CACHE_MS, AUDIT_EVERY_MS, createOperatorCheck } from './operator-check.ts';
import type { NewAuditEntry } from '../../../engine/store/types.ts';

const claims = { draft: 'd1', account: 'ana', site: 'casino1.localhost', exp: Number.MAX_SAFE_INTEGER };

function fixture() {
  let clock = 1_000_000;
  const disabled = new Set<string>();
  const audits: NewAuditEntry[] = [];
  let lookups = 0;
  const check = createOperatorCheck(
    {
      account: async (name) => {
        lookups++;
        return name === 'ana' ? { name, grants: [], disabled: disabled.has(name), createdAt: '', passwordHash: '' } : undefined;
      },
      audit: async (entry) => {
        audits.push(entry);
        return { ...entry, seq: audits.length, at: '' };
      },
    },
    () => clock,
  );
  return { check, disabled, audits, lookups: () => lookups, tick: (ms: number) => (clock += ms) };
}

describe('the preview operator check', () => {
  it('admits an enabled operator, looking the account up once per cache period', async () => {
    const f = fixture();
    for (let i = 0; i < 5; i++) expect(await f.check.admits({ claims, link: 'sig', client: null })).toBe(true);
    expect(f.lookups()).toBe(1);
    f.tick(ACCOUNT_CACHE_MS);
    await f.check.admits({ claims, link: 'sig', client: null });
    expect(f.lookups()).toBe(2);
  });

  it('refuses a disabled or unknown operator within the cache period', async () => {
    const f = fixture();
    expect(await f.check.admits({ claims, link: 'sig', client: null })).toBe(true);
    f.disabled.add('ana');
    f.tick(ACCOUNT_CACHE_MS);
    expect(await f.check.admits({ claims, link: 'sig', client: null })).toBe(false);
    expect(await f.check.admits({ claims: { ...claims, account: 'gone' }, link: 'other', client: null })).toBe(false);
  });

  it('audits a link once per minute and outcome, not per request', async () => {
    const f = fixture();
    for (let i = 0; i < 10; i++) await f.check.admits({ claims, link: 'sig', client: '10.0.0.1' });
    await f.check.admits({ claims, link: 'sig2', client: null });
    expect(f.audits).toHaveLength(2);
    expect(f.audits[0]).toMatchObject({
      actor: 'ana',
      action: 'preview.use',
      outcome: 'ok',
      client: '10.0.0.1',
      detail: { draft: 'd1', site: 'casino1.localhost' },
    });
    f.tick(AUDIT_EVERY_MS);
    await f.check.admits({ claims, link: 'sig', client: null });
    expect(f.audits).toHaveLength(3);
  });
});
