import { describe, expect, it } from 'vitest';
import { openMemoryBackend } from '../../../engine/store/memory.ts';
import type { FileMap } from '../../../engine/store/types.ts';
import { selectRevisions } from './select.ts';

const LINT = { errors: 0, warnings: 0, problems: [] };
const base: FileMap = {
  'routes.json': '{"routes":[]}',
  'templates/_casino.json': '{"label":"base"}',
  'templates/casino1.json': '{"extends":"_casino","label":"one"}',
  'templates/slot1.json': '{"label":"slot"}',
};

async function storeWith(changes: [string, FileMap][]) {
  let clock = new Date(0);
  const store = openMemoryBackend(() => clock);
  let parent: string | null = null;
  const ids: string[] = [];
  for (const [at, files] of changes) {
    clock = new Date(at);
    const made = await store.publish({ files, parent, author: 't', message: at, kind: parent ? 'publish' : 'seed', lint: LINT });
    if (!made.ok) throw new Error('not published');
    parent = made.revision.id;
    ids.push(parent);
  }
  return { store, ids };
}

describe('the revisions of a brand in a window', () => {
  it('takes the one live at the start and those in the window that reach the brand: its template, its base, a shared file', async () => {
    const { store, ids } = await storeWith([
      ['2026-01-01T00:00:00Z', base],
      ['2026-01-20T00:00:00Z', { ...base, 'templates/casino1.json': '{"extends":"_casino","label":"before"}' }],
      ['2026-02-02T00:00:00Z', { ...base, 'templates/casino1.json': '{"extends":"_casino","label":"two"}' }],
      ['2026-02-03T00:00:00Z', { ...base, 'templates/casino1.json': '{"extends":"_casino","label":"two"}', 'templates/slot1.json': '{"label":"x"}' }],
      [
        '2026-02-04T00:00:00Z',
        {
          ...base,
          'templates/casino1.json': '{"extends":"_casino","label":"two"}',
          'templates/slot1.json': '{"label":"x"}',
          'templates/_casino.json': '{"label":"b2"}',
        },
      ],
      ['2026-02-28T23:59:59Z', { ...base, 'routes.json': '{"routes":[{"path":"/"}]}' }],
      ['2026-03-01T00:00:00Z', base],
    ]);
    const { selected, brands } = await selectRevisions(store, 'casino1', '2026-02-01T00:00:00.000Z', '2026-02-28T23:59:59.999Z');
    // the slot1-only change (ids[3]) and the one after the window (ids[6]) are left out
    expect(selected.map((s) => [s.revision.id, s.role])).toEqual([
      [ids[1], 'start'],
      [ids[2], 'window'],
      [ids[4], 'window'],
      [ids[5], 'window'],
    ]);
    expect(selected[1]?.before['templates/casino1.json']).toContain('before');
    expect(brands).toEqual(['casino1', 'slot1']);
  });

  it('lists the known brands when the brand is not one of them', async () => {
    const { store } = await storeWith([['2026-01-01T00:00:00Z', base]]);
    const { selected, brands } = await selectRevisions(store, 'casino99', '2026-02-01T00:00:00.000Z', '2026-02-28T23:59:59.999Z');
    expect(selected).toEqual([]);
    expect(brands).toEqual(['casino1', 'slot1']);
  });
});
