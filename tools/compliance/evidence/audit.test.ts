import { describe, expect, it } from 'vitest';
import { openMemoryBackend } from '../../../engine/store/memory.ts';
import type { AuditEntry } from '../../../engine/store/types.ts';
import { auditEvidence, touchesBrand } from './audit.ts';

const entry = (revision: string | null, detail: Record<string, unknown>): AuditEntry => ({
  seq: 1,
  at: '2026-02-02T00:00:00.000Z',
  actor: 'a',
  action: 'x',
  revision,
  client: null,
  outcome: 'ok',
  detail,
});

describe('audit entries touching a brand', () => {
  it('are those about its revisions, or naming it, or every brand in a brand field', () => {
    const revisions = new Set(['r00000002']);
    expect(touchesBrand(entry('r00000002', {}), 'casino1', revisions)).toBe(true);
    expect(touchesBrand(entry(null, { templates: ['slot1', 'casino1'] }), 'casino1', revisions)).toBe(true);
    expect(touchesBrand(entry(null, { grants: [{ role: 'editor', scope: '*' }] }), 'casino1', revisions)).toBe(true);
    expect(touchesBrand(entry(null, { message: '*' }), 'casino1', revisions)).toBe(false);
    expect(touchesBrand(entry('r00000003', { templates: ['casino11'] }), 'casino1', revisions)).toBe(false);
  });

  it('are taken from the window only, with the whole chain verified', async () => {
    let clock = new Date('2026-01-31T23:59:59Z');
    const store = openMemoryBackend(() => clock);
    const add = (at: string, detail: Record<string, unknown>) => {
      clock = new Date(at);
      return store.audit({ actor: 'a', action: 'grant', revision: null, client: null, outcome: 'ok', detail });
    };
    await add('2026-01-31T23:59:59Z', { scope: ['casino1'] });
    await add('2026-02-01T00:00:00Z', { scope: ['casino1'] });
    await add('2026-02-10T00:00:00Z', { scope: ['slot1'] });
    await add('2026-02-28T23:59:59Z', { template: 'casino1' });
    await add('2026-03-01T00:00:00Z', { template: 'casino1' });
    const evidence = await auditEvidence(store, 'casino1', new Set(), '2026-02-01T00:00:00.000Z', '2026-02-28T23:59:59.999Z');
    expect(evidence.entries.map((e) => e.seq)).toEqual([2, 4]);
    expect(evidence.chain).toMatchObject({ ok: true, verified: 5 });
  });
});
