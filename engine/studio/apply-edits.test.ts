import { describe, expect, it } from 'vitest';
import type { Edit, FileMap } from './contract.ts';
import { applyEdits, pageViewOf } from './index.ts';
import { changedLines, lintErrors, shippedConfigs } from './testing.ts';

const C1 = 'templates/casino1.json';
const BASE = 'templates/_casino.json';
const home = { template: 'casino1', page: 'home' } as const;
const files = shippedConfigs();

/** The key of the node with an id in casino1's home as it renders now. */
function keyOf(f: FileMap, id: string, template = 'casino1', page = 'home'): string {
  const view = pageViewOf(f, template, page, 1);
  const walk = (n: typeof view.pageRoot): string | undefined => (n.id === id ? n.key : n.children.map(walk).find((k) => k !== undefined));
  const key = walk(view.pageRoot) ?? walk(view.layoutRoot);
  if (!key) throw new Error(`no node ${id}`);
  return key;
}

/** The files after the edits; `created` (the key of what an insert, duplicate or clone made) kept beside them, not in the FileMap. */
const createdBy = new WeakMap<FileMap, string>();
function applied(edits: Edit[], from: FileMap = files): FileMap {
  const r = applyEdits(from, edits);
  if (!r.ok) throw new Error(`refused: ${JSON.stringify(r.refusal)}`);
  if (r.created !== undefined) createdBy.set(r.files, r.created);
  return r.files;
}

/** Only the files named changed, and only by the lines given (no other line of them moved or reformatted). */
function expectChanges(after: FileMap, changes: Record<string, string[]>): void {
  const changed = Object.keys(after).filter((p) => after[p] !== files[p]);
  expect(changed.sort()).toEqual(Object.keys(changes).sort());
  for (const [path, lines] of Object.entries(changes)) expect(changedLines(files[path] ?? '', after[path] ?? '')).toEqual(lines);
}

const closing = ['+  },', '+  "patches": {'];

describe('applyEdits on casino1 (home inherited from templates/_casino.json)', () => {
  it('sets the hot-games grid to 3 columns on mobile and 8 on desktop as a patch by id, lint clean', () => {
    const hot = keyOf(files, 'hot-games');
    const out = applied([
      { op: 'setProp', ...home, node: hot, prop: 'columns', value: 3, breakpoint: 'mobile' },
      { op: 'setProp', ...home, node: hot, prop: 'columns', value: 8, breakpoint: 'desktop' },
    ]);
    expectChanges(out, {
      [C1]: [
        ...closing,
        '+    "pages": {',
        '+      "home": {',
        '+        "hot-games": {',
        '+          "at": {',
        '+            "mobile": {',
        '+              "columns": 3',
        '+            },',
        '+            "desktop": {',
        '+              "columns": 8',
        '+            }',
        '+          }',
        '+        }',
        '+      }',
        '+    }',
      ],
    });
    expect(lintErrors(out)).toEqual([]);
    const columns = pageViewOf(out, 'casino1', 'home', 2)
      .pageRoot.children.find((n) => n.id === 'hot-games')
      ?.fields.find((f) => f.prop === 'columns');
    expect(columns?.values.map((v) => [v.breakpoint, v.value, v.from])).toEqual([
      ['mobile', 3, 'patch'],
      ['mobileMedium', 3, 'patch'],
      ['mobileWide', 3, 'patch'],
      ['tablet', 4, 'base'],
      ['desktop', 8, 'patch'],
      ['template1', 8, 'patch'],
      ['desktopMedium', 8, 'patch'],
      ['desktopWide', 8, 'patch'],
    ]);
    expect(columns?.overridden).toBe(false);
    expect(columns?.overriddenAt).toEqual(['mobile', 'desktop']);
  });

  it("a prop without a breakpoint goes to the patch's props; a second edit of it rewrites the same line", () => {
    const hot = keyOf(files, 'hot-games');
    const once = applied([{ op: 'setProp', ...home, node: hot, prop: 'title', value: 'ui.cat.slots' }]);
    const twice = applied([{ op: 'setProp', ...home, node: hot, prop: 'title', value: 'ui.cat.casino' }], once);
    expect(changedLines(once[C1] ?? '', twice[C1] ?? '')).toEqual(['-            "title": "ui.cat.slots"', '+            "title": "ui.cat.casino"']);
  });

  it('hides a widget for guests: a when patch', () => {
    const out = applied([{ op: 'setWhen', ...home, node: keyOf(files, 'home-account'), when: { auth: 'player' } }]);
    expectChanges(out, {
      [C1]: [
        ...closing,
        '+    "pages": {',
        '+      "home": {',
        '+        "home-account": {',
        '+          "when": {',
        '+            "auth": "player"',
        '+          }',
        '+        }',
        '+      }',
        '+    }',
      ],
    });
    expect(lintErrors(out)).toEqual([]);
    // null takes the rule away again: nothing of the patch is left
    const back = applied([{ op: 'setWhen', ...home, node: keyOf(out, 'home-account'), when: null }], out);
    expect(back[C1]).toBe(files[C1]);
  });

  it('moves a widget with a structural op by id, and a second move of it replaces the op', () => {
    const moved = applied([{ op: 'move', ...home, node: keyOf(files, 'hot-games'), target: keyOf(files, 'home-carousel'), position: 'before' }]);
    expectChanges(moved, {
      [C1]: [
        ...closing,
        '+    "structure": {',
        '+      "pages": {',
        '+        "home": [',
        '+          {',
        '+            "move": "hot-games",',
        '+            "before": "home-carousel"',
        '+          }',
        '+        ]',
        '+      }',
        '+    }',
      ],
    });
    expect(
      pageViewOf(moved, 'casino1', 'home', 2)
        .pageRoot.children.map((n) => n.id)
        .slice(0, 3),
    ).toEqual(['home-marquee', 'hot-games', 'home-carousel']);
    const twice = applied([{ op: 'move', ...home, node: keyOf(moved, 'home-favourites'), target: keyOf(moved, 'home-marquee'), position: 'after' }], moved);
    const again = applied([{ op: 'move', ...home, node: keyOf(twice, 'hot-games'), target: keyOf(twice, 'home-app-bar'), position: 'after' }], twice);
    expect(pageViewOf(again, 'casino1', 'home', 3).pageRoot.children.map((n) => n.id)).toEqual([
      'home-marquee',
      'home-favourites',
      'home-carousel',
      'home-account',
      'home-rail-casino',
      'home-rail-slots',
      'home-activity',
      'home-announcements',
      'home-app-bar',
      'hot-games',
    ]);
    expect(JSON.parse(again[C1] ?? '').patches.structure.pages.home).toEqual([
      { move: 'home-favourites', after: 'home-marquee' },
      { move: 'hot-games', after: 'home-app-bar' },
    ]);
    expect(lintErrors(again)).toEqual([]);
  });

  it('shows a node its base hides to everyone with an empty when patch, and null takes that away', () => {
    const icon = keyOf(files, 'rewards-icon');
    const out = applied([{ op: 'setWhen', ...home, node: icon, when: null }]);
    expect(JSON.parse(out[C1] ?? '').patches).toEqual({ layouts: { template1: { 'rewards-icon': { when: {} } } } });
    expect(lintErrors(out)).toEqual([]);
    expect(applied([{ op: 'setWhen', ...home, node: icon, when: null }], out)[C1]).toBe(out[C1]);
  });

  it('patches a node of the shared layout under patches.layouts.<layout>', () => {
    const out = applied([{ op: 'setProp', ...home, node: keyOf(files, 'header'), prop: 'sticky', value: true, breakpoint: 'desktop' }]);
    expect(JSON.parse(out[C1] ?? '').patches).toEqual({ layouts: { template1: { header: { at: { desktop: { sticky: true } } } } } });
    expect(lintErrors(out)).toEqual([]);
  });

  it('inserts a widget with a generated id (its key is returned), then patches it by editing it in the op', () => {
    const out = applied([{ op: 'insert', ...home, widget: 'PageHeading', target: keyOf(files, 'hot-games'), position: 'after' }]);
    expect(createdBy.get(out)).toBe(keyOf(out, 'page-heading'));
    const node = pageViewOf(out, 'casino1', 'home', 2).pageRoot.children.find((n) => n.id === 'page-heading');
    expect(node?.mode).toBe('own');
    expect(node?.source).toMatchObject({ file: C1, pointer: '/patches/structure/pages/home/0' });
    const edited = applied([{ op: 'setProp', ...home, node: createdBy.get(out) ?? '', prop: 'title', value: 'ui.cat.slots' }], out);
    expect(JSON.parse(edited[C1] ?? '').patches.structure.pages.home).toEqual([
      { insert: { widget: 'PageHeading', id: 'page-heading', props: { title: 'ui.cat.slots' } }, after: 'hot-games' },
    ]);
    expect(lintErrors(edited)).toEqual([]);
  });

  it('duplicates a node as an insert of its copy with new ids, and removes one with a remove op', () => {
    const dup = applied([{ op: 'duplicate', ...home, node: keyOf(files, 'home-activity') }]);
    const ops = JSON.parse(dup[C1] ?? '').patches.structure.pages.home;
    expect(ops).toHaveLength(1);
    expect(ops[0].after).toBe('home-activity');
    expect(ops[0].insert.id).toBe('home-activity-2');
    expect(ops[0].insert.children.map((c: { id: string }) => c.id)).toEqual(['home-winners-2', 'home-transactions-2']);
    expect(createdBy.get(dup)).toBe(keyOf(dup, 'home-activity-2'));
    expect(lintErrors(dup)).toEqual([]);
    const removed = applied([{ op: 'remove', ...home, node: keyOf(files, 'home-marquee') }]);
    expect(JSON.parse(removed[C1] ?? '').patches).toEqual({ structure: { pages: { home: [{ remove: 'home-marquee' }] } } });
    expect(pageViewOf(removed, 'casino1', 'home', 2).pageRoot.children.some((n) => n.id === 'home-marquee')).toBe(false);
    expect(lintErrors(removed)).toEqual([]);
  });

  it('inserts at the end of a page whose root has no id: after its last child', () => {
    const out = applied([{ op: 'insert', ...home, widget: 'Hero', target: 'page:', position: 'lastIn' }]);
    expect(JSON.parse(out[C1] ?? '').patches.structure.pages.home).toEqual([{ insert: { widget: 'Hero', id: 'hero' }, after: 'home-app-bar' }]);
    expect(createdBy.get(out)).toBe('page:/children/10');
    expect(lintErrors(out)).toEqual([]);
  });

  it('removing a node it inserted takes the insert and its patches away: the file is as before', () => {
    const out = applied([{ op: 'insert', ...home, widget: 'Marquee', target: keyOf(files, 'hot-games'), position: 'before' }]);
    const patched = applied([{ op: 'setProp', ...home, node: keyOf(out, 'marquee'), prop: 'speed', value: 30 }], out);
    const back = applied([{ op: 'remove', ...home, node: keyOf(patched, 'marquee') }], patched);
    expect(back[C1]).toBe(files[C1]);
  });

  it('refuses a node without an id with the giveId offer; giveId writes the id in the base and the edit then patches it', () => {
    const edit: Edit = { op: 'setProp', ...home, node: 'page:', prop: 'gap', value: 8 };
    const r = applyEdits(files, [edit]);
    expect(r).toEqual({
      ok: false,
      refusal: {
        code: 'editRefused',
        edit: 0,
        message: expect.stringContaining('{ "op": "giveId", "node": "page:", "id": "stack" } writes "id": "stack" on it in templates/_casino.json'),
      },
    });
    expect(pageViewOf(files, 'casino1', 'home', 1).pageRoot).toMatchObject({ mode: 'readonly', readonlyReason: expect.stringContaining('no id') });
    const out = applied([{ op: 'giveId', ...home, node: 'page:', id: 'stack' }, edit]);
    expectChanges(out, {
      [BASE]: ['+        "id": "stack",'],
      [C1]: [
        ...closing,
        '+    "pages": {',
        '+      "home": {',
        '+        "stack": {',
        '+          "props": {',
        '+            "gap": 8',
        '+          }',
        '+        }',
        '+      }',
        '+    }',
      ],
    });
    expect(JSON.parse(out[BASE] ?? '').pages.home.root).toMatchObject({ widget: 'Stack', id: 'stack' });
    // an empty id: the model chooses the same free one; a taken one is refused
    expect(applied([{ op: 'giveId', ...home, node: 'page:', id: '' }])[BASE]).toBe(out[BASE]);
    const taken = applyEdits(files, [{ op: 'giveId', ...home, node: 'page:', id: 'hot-games' }]);
    expect(taken.ok ? '' : taken.refusal.message).toContain('id "hot-games" is taken');
  });

  it("resetProp removes exactly this template's value and the empty objects it leaves: inheritance is back", () => {
    const hot = keyOf(files, 'hot-games');
    const two = applied([
      { op: 'setProp', ...home, node: hot, prop: 'columns', value: 3, breakpoint: 'mobile' },
      { op: 'setProp', ...home, node: hot, prop: 'gap', value: 20 },
    ]);
    const one = applied([{ op: 'resetProp', ...home, node: hot, prop: 'gap' }], two);
    expect(JSON.parse(one[C1] ?? '').patches).toEqual({ pages: { home: { 'hot-games': { at: { mobile: { columns: 3 } } } } } });
    const none = applied([{ op: 'resetProp', ...home, node: hot, prop: 'columns', breakpoint: 'mobile' }], one);
    expect(none[C1]).toBe(files[C1]);
    const gap = pageViewOf(none, 'casino1', 'home', 3)
      .pageRoot.children.find((n) => n.id === 'hot-games')
      ?.fields.find((f) => f.prop === 'gap');
    expect(gap?.values[0]).toMatchObject({ value: 12, from: 'base' });
    // nothing of this template's to reset
    const r = applyEdits(none, [{ op: 'resetProp', ...home, node: hot, prop: 'gap' }]);
    expect(r.ok ? '' : r.refusal.message).toContain('inherited already');
  });

  it('refuses atomically: a bad edit after good ones changes nothing, and names its index', () => {
    const hot = keyOf(files, 'hot-games');
    const r = applyEdits(files, [
      { op: 'setProp', ...home, node: hot, prop: 'columns', value: 3, breakpoint: 'mobile' },
      { op: 'setProp', ...home, node: hot, prop: 'columns', value: 8, breakpoint: 'huge' },
    ]);
    expect(r).toEqual({ ok: false, refusal: { code: 'editRefused', edit: 1, message: expect.stringContaining('"huge" is not a breakpoint of casino1') } });
    expect(files[C1]).toBe(shippedConfigs()[C1]);
    for (const [edit, message] of [
      [{ op: 'setProp', ...home, node: hot, prop: 'colums', value: 3 }, 'GameGrid has no prop "colums"'],
      [{ op: 'setProp', ...home, node: 'page:/children/99', prop: 'columns', value: 3 }, 'no node "page:/children/99"'],
      [{ op: 'move', ...home, node: keyOf(files, 'home-activity'), target: keyOf(files, 'home-winners'), position: 'before' }, 'cannot move into itself'],
      [{ op: 'insert', ...home, widget: 'Nope', target: hot, position: 'after' }, 'no widget "Nope"'],
      [{ op: 'insert', ...home, widget: 'Marquee', target: hot, position: 'lastIn' }, 'GameGrid does not render children'],
      [{ op: 'remove', ...home, node: 'page:' }, 'root'],
      [{ op: 'setProp', template: 'casino99', page: 'home', node: hot, prop: 'columns', value: 3 }, 'no template "casino99"'],
    ] as [Edit, string][]) {
      const refused = applyEdits(files, [edit]);
      expect(refused.ok ? '' : refused.refusal.message, JSON.stringify(edit)).toContain(message);
    }
  });
});

describe("applyEdits in a template's own page tree (the family base _casino)", () => {
  const own = { template: '_casino', page: 'home' } as const;

  it('edits in place: a prop, a move and an insert change only those lines', () => {
    const hot = keyOf(files, 'hot-games', '_casino');
    const set = applied([{ op: 'setProp', ...own, node: hot, prop: 'columns', value: 3 }]);
    expectChanges(set, { [BASE]: ['-              "columns": 2,', '+              "columns": 3,'] });
    const moved = applied([
      { op: 'move', ...own, node: keyOf(files, 'home-app-bar', '_casino'), target: keyOf(files, 'home-marquee', '_casino'), position: 'after' },
    ]);
    const root = JSON.parse(moved[BASE] ?? '').pages.home.root;
    expect(root.children.map((c: { id: string }) => c.id).slice(0, 3)).toEqual(['home-marquee', 'home-app-bar', 'home-carousel']);
    expect(JSON.parse(moved[C1] ?? '{}')).toEqual(JSON.parse(files[C1] ?? ''));
    const inserted = applied([{ op: 'insert', ...own, widget: 'Marquee', target: keyOf(files, 'home-activity', '_casino'), position: 'firstIn' }]);
    expect(JSON.parse(inserted[BASE] ?? '').pages.home.root.children[7].children[0]).toEqual({ widget: 'Marquee', id: 'marquee' });
    expect(createdBy.get(inserted)).toBe('page:/children/7/children/0');
    expect(lintErrors(inserted)).toEqual([]);
  });

  it('moves a node into a later sibling in place (the sibling moved up when the node left)', () => {
    const out = applied([
      { op: 'move', ...own, node: keyOf(files, 'home-marquee', '_casino'), target: keyOf(files, 'home-activity', '_casino'), position: 'lastIn' },
    ]);
    const root = JSON.parse(out[BASE] ?? '').pages.home.root;
    expect(root.children[6].id).toBe('home-activity');
    expect(root.children[6].children.map((c: { id: string }) => c.id)).toEqual(['home-winners', 'home-transactions', 'home-marquee']);
    expect(root.children).toHaveLength(9);
  });
});

describe('setTemplate and cloneTemplate', () => {
  it('sets a template field by pointer (creating parents) and deletes it', () => {
    const out = applied([{ op: 'setTemplate', template: 'casino1', pointer: '/authEntry/guardRedirect/to', value: '/register' }]);
    expect(JSON.parse(out[C1] ?? '').authEntry).toEqual({ guardRedirect: { to: '/register' } });
    expect(lintErrors(out)).toEqual([]);
    const back = applied([{ op: 'setTemplate', template: 'casino1', pointer: '/authEntry' }], out);
    expect(back[C1]).toBe(files[C1]);
  });

  it('clones a template as extends + only what differs; edits of the clone are patches; it lints clean', () => {
    const out = applied([
      { op: 'cloneTemplate', from: 'casino1', key: 'casino10', layout: 'template2' },
      { op: 'setProp', template: 'casino10', page: 'home', node: keyOf(files, 'hot-games'), prop: 'columns', value: 5 },
      { op: 'setTemplate', template: 'casino10', pointer: '/schemes/color2-1/primary', value: '#e0f000' },
    ]);
    expect(createdBy.get(out)).toBe('casino10');
    const doc = JSON.parse(out['templates/casino10.json'] ?? '');
    expect(Object.keys(doc)).toEqual(['$schema', 'version', 'key', 'extends', 'label', 'layout', 'schemes', 'patches']);
    expect(doc).toMatchObject({
      key: 'casino10',
      extends: 'casino1',
      label: 'Casino 10',
      layout: 'template2',
      patches: { pages: { home: { 'hot-games': { props: { columns: 5 } } } } },
    });
    expect(doc.pages).toBeUndefined();
    expect(lintErrors(out)).toEqual([]);
    const taken = applyEdits(files, [{ op: 'cloneTemplate', from: 'casino1', key: 'casino2' }]);
    expect(taken.ok ? '' : taken.refusal.message).toContain('exists already');
  });
});
