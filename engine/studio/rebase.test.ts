import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { changedValues } from './changed-values.ts';
import type { Edit, FileMap } from './contract.ts';
import { applyEdits, pageViewOf } from './index.ts';
import { judgeRebase, type VersionChange } from './rebase.ts';
import { shippedConfigs } from './testing.ts';

type Doc = Record<string, Record<string, number>>;
const F = 'f.json';
const filesOf = (doc: unknown): FileMap => ({ [F]: `${JSON.stringify(doc, null, 2)}\n` });
const docOf = <T>(files: FileMap): T => JSON.parse(files[F]!) as T;

/** A draft's history: each version's files and the record of what it changed. */
function history<T>(base: T, steps: readonly ((doc: T) => void)[]): { files: FileMap[]; changes: VersionChange[] } {
  const files = [filesOf(base)];
  const changes: VersionChange[] = [];
  for (const step of steps) {
    const doc = structuredClone(docOf<T>(files.at(-1)!));
    step(doc);
    const next = filesOf(doc);
    changes.push({ version: files.length + 1, by: 'theirs', changed: changedValues(files.at(-1)!, next) });
    files.push(next);
  }
  return { files, changes };
}

describe('changedValues', () => {
  it('names a changed value by file and pointer, and nothing for a re-indented file', () => {
    const before = filesOf({ a: { x: 1, y: [1, 2] } });
    expect(changedValues(before, filesOf({ a: { x: 2, y: [1, 2] } }))).toEqual(['f.json#/a/x']);
    expect(changedValues(before, { [F]: JSON.stringify({ a: { x: 1, y: [1, 2] } }) })).toEqual([]);
  });

  it('names an array whose length changed or whose elements moved, and one element changed in place', () => {
    const before = filesOf({ c: [{ widget: 'A' }, { widget: 'B' }] });
    expect(changedValues(before, filesOf({ c: [{ widget: 'A' }] }))).toEqual(['f.json#/c']);
    expect(changedValues(before, filesOf({ c: [{ widget: 'B' }, { widget: 'A' }] }))).toEqual(['f.json#/c']);
    expect(changedValues(before, filesOf({ c: [{ widget: 'A', props: { n: 1 } }, { widget: 'B' }] }))).toEqual(['f.json#/c/0/props/n']);
    // another node in the same place is not the old node edited
    expect(changedValues(before, filesOf({ c: [{ widget: 'Z' }, { widget: 'B' }] }))).toEqual(['f.json#/c']);
  });

  it('names each value of an added object, a created or removed file as a whole, and a key escaped', () => {
    expect(changedValues(filesOf({}), filesOf({ p: { home: { x: 1, y: 2 } } }))).toEqual(['f.json#/p/home/x', 'f.json#/p/home/y']);
    expect(changedValues({}, { 'g.json': '{}' })).toEqual(['g.json#']);
    expect(changedValues({ 'g.json': '{}' }, {})).toEqual(['g.json#']);
    expect(changedValues(filesOf({ 'a/b': 1 }), filesOf({ 'a/b': 2 }))).toEqual(['f.json#/a~1b']);
  });
});

describe('judgeRebase (property: values)', () => {
  const key = fc.constantFrom('k0', 'k1', 'k2');
  const prop = fc.constantFrom('p0', 'p1', 'p2');
  const set = fc.record({ k: key, p: prop, v: fc.integer({ min: 0, max: 3 }) });

  it('re-applies an edit whose value nobody changed since, and refuses one whose value another version changed, naming both', () => {
    fc.assert(
      fc.property(fc.array(set, { maxLength: 6 }), set, (theirs, mine) => {
        const base: Doc = { k0: { p0: 0 }, k1: {}, k2: { p1: 1 } };
        const { files, changes } = history(
          base,
          theirs.map((t) => (doc: Doc) => {
            (doc[t.k] ??= {})[t.p] = t.v;
          }),
        );
        const current = files.at(-1)!;
        const doc = structuredClone(docOf<Doc>(current));
        (doc[mine.k] ??= {})[mine.p] = mine.v;
        const applied = filesOf(doc);
        const verdict = judgeRebase({ base: 1, currentVersion: files.length, current, applied, changes });
        const name = `f.json#/${mine.k}/${mine.p}`;
        const touched = changes.some((c) => c.changed.includes(name));
        const now = docOf<Doc>(current)[mine.k]?.[mine.p];
        if (touched && now !== mine.v) {
          expect(verdict).toMatchObject({ ok: false, conflict: { file: F, pointer: `/${mine.k}/${mine.p}`, yours: mine.v } });
          if (!verdict.ok && 'conflict' in verdict) expect(verdict.conflict.theirs).toBe(now);
        } else {
          expect(verdict.ok).toBe(true);
          // what lands keeps every other version's values and adds this one
          expect(docOf<Doc>(applied)[mine.k]?.[mine.p]).toBe(mine.v);
        }
      }),
      { numRuns: 500 },
    );
  });
});

interface Node {
  widget: string;
  id: string;
  props: Record<string, number>;
}

describe('judgeRebase (property: structure)', () => {
  const op = fc.oneof(
    fc.record({ kind: fc.constant('set' as const), at: fc.nat(5), prop: fc.constantFrom('a', 'b'), v: fc.integer({ min: 0, max: 3 }) }),
    fc.record({ kind: fc.constant('insert' as const), at: fc.nat(5) }),
    fc.record({ kind: fc.constant('remove' as const), at: fc.nat(5) }),
    fc.record({ kind: fc.constant('move' as const), at: fc.nat(5), to: fc.nat(5) }),
  );

  it('never lands an edit of a node by position on another node, nor over a value changed since', () => {
    fc.assert(
      fc.property(fc.array(op, { maxLength: 5 }), fc.nat(3), fc.constantFrom('a', 'b'), fc.integer({ min: 4, max: 9 }), (theirs, index, prop, value) => {
        const base = { children: [0, 1, 2, 3].map((i): Node => ({ widget: 'W', id: `n${i}`, props: { a: i } })) };
        let made = 0;
        const { files, changes } = history(
          base,
          theirs.map((o) => (doc: typeof base) => {
            const list = doc.children;
            const at = list.length === 0 ? 0 : o.at % list.length;
            if (o.kind === 'set' && list[at]) list[at].props[o.prop] = o.v;
            if (o.kind === 'insert') list.splice(at, 0, { widget: 'W', id: `new${made++}`, props: {} });
            if (o.kind === 'remove') list.splice(at, 1);
            if (o.kind === 'move' && list.length > 0) list.splice(o.to % list.length, 0, ...list.splice(at, 1));
          }),
        );
        const current = files.at(-1)!;
        const doc = structuredClone(docOf<typeof base>(current));
        const target = doc.children[index];
        // the operator's edit names the node by its position in the version it was made on
        if (!target) return;
        target.props[prop] = value;
        const applied = filesOf(doc);
        const verdict = judgeRebase({ base: 1, currentVersion: files.length, current, applied, changes });
        if (!verdict.ok) {
          expect(verdict).toHaveProperty('conflict');
          return;
        }
        expect(docOf<typeof base>(current).children[index]?.id).toBe(`n${index}`);
        const before = docOf<typeof base>(current).children[index]?.props[prop];
        expect(before).toBe(base.children[index]!.props[prop]);
      }),
      { numRuns: 500 },
    );
  });
});

describe('judgeRebase on the studio model (casino1 home)', () => {
  const files = shippedConfigs();
  const home = { template: 'casino1', page: 'home' } as const;
  const view = pageViewOf(files, 'casino1', 'home', 1);
  const hot = view.pageRoot.children
    .map(function find(n): string | undefined {
      return n.id === 'hot-games' ? n.key : n.children.map(find).find(Boolean);
    })
    .find(Boolean)!;
  const apply = (from: FileMap, edits: Edit[]) => {
    const r = applyEdits(from, edits);
    if (!r.ok) throw new Error(r.refusal.message);
    return r.files;
  };
  const v2 = apply(files, [{ op: 'setProp', ...home, node: hot, prop: 'columns', value: 3 }]);
  const changes: VersionChange[] = [{ version: 2, by: 'alice', changed: changedValues(files, v2) }];

  it('two operators setting different props of one node on the same version both land', () => {
    const mine = apply(v2, [{ op: 'setProp', ...home, node: hot, prop: 'limit', value: 7 }]);
    expect(judgeRebase({ base: 1, currentVersion: 2, current: v2, applied: mine, changes })).toMatchObject({ ok: true });
  });

  it('the same prop is a conflict naming both values and who changed it', () => {
    const mine = apply(v2, [{ op: 'setProp', ...home, node: hot, prop: 'columns', value: 5 }]);
    expect(judgeRebase({ base: 1, currentVersion: 2, current: v2, applied: mine, changes })).toEqual({
      ok: false,
      conflict: { file: 'templates/casino1.json', pointer: '/patches/pages/home/hot-games/props/columns', yours: 5, theirs: 3, by: 'alice', version: 2 },
    });
  });

  it('versions in between without a record cannot be judged', () => {
    const mine = apply(v2, [{ op: 'setProp', ...home, node: hot, prop: 'limit', value: 7 }]);
    expect(judgeRebase({ base: 1, currentVersion: 3, current: v2, applied: mine, changes })).toEqual({ ok: false, unrecorded: true });
  });
});
