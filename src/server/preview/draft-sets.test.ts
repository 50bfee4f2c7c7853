import { describe, expect, it } from 'vitest';
import type { ConfigSet } from '../../config/config-set.ts';
import type { Draft } from '../../../engine/store/types.ts';
import type { Revision } from '../../../engine/store/types.ts';
import { createDraftSets, type Judge } from './draft-sets.ts';
import { revisionOfSubject, revisionSubject } from './subject.ts';

const draftOf = (id: string, version: number, templates: Record<string, unknown>): Draft =>
  ({ id, version, files: Object.fromEntries(Object.entries(templates).map(([k, t]) => [`templates/${k}.json`, JSON.stringify(t)])) }) as unknown as Draft;

/** A judge that passes any file map whose templates parse, and refuses one holding a "bad" template. */
const judge: Judge = (files) => {
  const templates = Object.fromEntries(Object.entries(files).map(([file, text]) => [file.replace(/^templates\/|\.json$/g, ''), JSON.parse(text) as unknown]));
  if ('bad' in templates) return { ok: false, message: 'refused', problems: [] };
  return { ok: true, set: { revision: JSON.stringify(files).length.toString(), templates } as unknown as ConfigSet };
};

describe('draft sets: the templates of drafts being previewed', () => {
  it('knows a template only a previewed draft has, from its newest clean version, and nothing before a preview', async () => {
    const drafts = new Map<string, Draft>([['d1', draftOf('d1', 1, { slot10: { extends: 'slot2', label: 'v1' } })]]);
    const sets = createDraftSets({ drafts: { draft: async (id) => drafts.get(id) }, judge });
    // not previewed yet: the demo backend has nothing to serve at slot10.localhost
    expect(sets.template('slot10')).toBeUndefined();
    await sets.view('d1');
    expect(sets.template('slot10')).toEqual({ extends: 'slot2', label: 'v1' });
    // a refused later version keeps the last clean one's file
    drafts.set('d1', draftOf('d1', 2, { slot10: { extends: 'slot2' }, bad: {} }));
    await sets.view('d1');
    expect(sets.template('slot10')).toEqual({ extends: 'slot2', label: 'v1' });
    expect(sets.template('bad')).toBeUndefined();
  });

  it('a key two drafts hold is the one previewed last', async () => {
    const drafts = new Map<string, Draft>([
      ['a', draftOf('a', 1, { slot10: { label: 'a' } })],
      ['b', draftOf('b', 1, { slot10: { label: 'b' } })],
    ]);
    const sets = createDraftSets({ drafts: { draft: async (id) => drafts.get(id) }, judge });
    await sets.view('a');
    await sets.view('b');
    expect(sets.template('slot10')).toEqual({ label: 'b' });
    drafts.set('a', draftOf('a', 2, { slot10: { label: 'a2' } }));
    await sets.view('a');
    expect(sets.template('slot10')).toEqual({ label: 'a2' });
  });

  it('waits until the draft reaches the version an edit in flight will save, or gives up', async () => {
    const drafts = new Map<string, Draft>([['d1', draftOf('d1', 1, { slot10: { label: 'v1' } })]]);
    const sets = createDraftSets({ drafts: { draft: async (id) => drafts.get(id) }, judge });
    setTimeout(() => drafts.set('d1', draftOf('d1', 2, { slot10: { label: 'v2' } })), 40);
    const t0 = performance.now();
    await sets.until('d1', 2, 2_000, 5);
    expect(performance.now() - t0).toBeGreaterThanOrEqual(35);
    expect(((await sets.view('d1')) as { version: number }).version).toBe(2);
    // a version that never comes (a refused edit): back after the bound
    const t1 = performance.now();
    await sets.until('d1', 3, 60, 5);
    expect(performance.now() - t1).toBeGreaterThanOrEqual(55);
    // already there, or no such draft: at once
    await sets.until('d1', 1, 5_000);
    await sets.until('nope', 9, 5_000);
  });

  it('looks again the moment a save is told, not at its next poll, and stops listening when done', async () => {
    const drafts = new Map<string, Draft>([['d1', draftOf('d1', 1, { slot10: { label: 'v1' } })]]);
    const wakes = new Set<() => void>();
    let reads = 0;
    const sets = createDraftSets({
      drafts: {
        draft: async (id) => {
          reads += 1;
          return drafts.get(id);
        },
      },
      judge,
      saved: (wake) => {
        wakes.add(wake);
        return () => wakes.delete(wake);
      },
    });
    setTimeout(() => {
      drafts.set('d1', draftOf('d1', 2, { slot10: { label: 'v2' } }));
      for (const wake of wakes) wake();
    }, 30);
    const t0 = performance.now();
    // a poll a second apart: only the told save ends the wait this soon
    await sets.until('d1', 2, 5_000, 1_000);
    expect(performance.now() - t0).toBeLessThan(500);
    expect(reads).toBe(2);
    expect(wakes.size).toBe(0);
  });

  it('a save told while the store is being read is not lost: it looks again at once', async () => {
    let version = 1;
    const wakes = new Set<() => void>();
    const sets = createDraftSets({
      drafts: {
        draft: async (id) => {
          const seen = draftOf(id, version, { slot10: {} });
          // the save lands, and is told, after this read saw the old version
          if (version === 1) {
            version = 2;
            for (const wake of wakes) wake();
          }
          return seen;
        },
      },
      judge,
      saved: (wake) => {
        wakes.add(wake);
        return () => wakes.delete(wake);
      },
    });
    const t0 = performance.now();
    await sets.until('d1', 2, 5_000, 1_000);
    expect(performance.now() - t0).toBeLessThan(500);
  });

  it('renders a published revision a `revision:<id>` subject names, judged once, never asking the drafts', async () => {
    const revision = { id: '00000002', files: draftOf('x', 1, { casino1: { label: 'old' } }).files } as unknown as Revision;
    let judged = 0;
    let draftLookups = 0;
    const sets = createDraftSets({
      drafts: {
        draft: async () => {
          draftLookups += 1;
          return undefined;
        },
      },
      revisions: { revision: async (id) => (id === revision.id ? revision : undefined) },
      judge: (files) => {
        judged += 1;
        return judge(files);
      },
    });
    expect(revisionOfSubject(revisionSubject('00000002'))).toBe('00000002');
    expect(revisionOfSubject('0b5f6c1e-uuid')).toBeUndefined();
    const first = await sets.view(revisionSubject('00000002'));
    expect(first).toMatchObject({ kind: 'set', version: 0 });
    const set = (first as { set: ConfigSet }).set;
    expect(set.templates['casino1']).toEqual({ label: 'old' });
    await sets.view(revisionSubject('00000002'));
    expect(judged).toBe(1);
    expect(sets.setOf(set.revision, revisionSubject('00000002'))).toBe(set);
    // a revision is never a draft still being edited: no wait, no draft lookup
    await sets.until(revisionSubject('00000002'), 9, 5_000);
    expect(draftLookups).toBe(0);
    expect(await sets.view(revisionSubject('99999999'))).toEqual({ kind: 'missing' });
    expect(await createDraftSets({ drafts: { draft: async () => undefined }, judge }).view(revisionSubject('00000002'))).toEqual({ kind: 'missing' });
  });
});
