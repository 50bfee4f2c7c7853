import { describe, expect, it } from 'vitest';
import type { Edit, FileMap } from '../studio/contract.ts';
import { applyEdits, pageViewOf } from '../studio/index.ts';
import { shippedConfigs } from '../studio/testing.ts';
import { diffConfigSets } from './diff.ts';
import { siteChanges } from './site-changes.ts';

const live = shippedConfigs();
const home = { template: 'casino1', page: 'home' } as const;
const C1 = 'templates/casino1.json';
const CASINO = 'templates/_casino.json';

/** The key of the node with an id in a template's home as the studio addresses it. */
function keyOf(files: FileMap, id: string, template = 'casino1'): string {
  const view = pageViewOf(files, template, 'home', 1);
  const walk = (n: typeof view.pageRoot): string | undefined => (n.id === id ? n.key : n.children.map(walk).find((k) => k !== undefined));
  const key = walk(view.pageRoot) ?? walk(view.layoutRoot);
  if (!key) throw new Error(`no node ${id}`);
  return key;
}

/** The files after studio edits, as the operator server writes them. */
function edited(edits: (files: FileMap) => Edit[], from: FileMap = live): FileMap {
  const r = applyEdits(from, edits(from));
  if (!r.ok) throw new Error(`refused: ${JSON.stringify(r.refusal)}`);
  return r.files;
}

/** A file of the set with its JSON changed by `change`. */
function withJson(files: FileMap, path: string, change: (doc: Record<string, unknown>) => void): FileMap {
  const doc = JSON.parse(files[path]!) as Record<string, unknown>;
  change(doc);
  return { ...files, [path]: `${JSON.stringify(doc, null, 2)}\n` };
}

const record = (value: unknown) => value as Record<string, unknown>;
const homeTree = { kind: 'page', name: 'home' };

describe('siteChanges over the shipped site-configs', () => {
  it("the tour's edit (casino1 hot-games columns at desktop, 6 → 7) is one node entry with the inherited value", () => {
    const draft = edited((f) => [{ op: 'setProp', ...home, node: keyOf(f, 'hot-games'), prop: 'columns', value: 7, breakpoint: 'desktop' }]);
    const diff = diffConfigSets(live, draft);
    expect(diff.changes).toEqual([
      { templates: ['casino1'], what: 'prop', tree: homeTree, node: 'hot-games', widget: 'GameGrid', prop: 'columns', breakpoint: 'desktop', from: 6, to: 7 },
    ]);
    // the raw file-level entry stays beside it
    expect(diff.files.map((f) => f.file)).toEqual([C1]);
    expect(diff.files[0]!.values[0]!.pointer).toBe('/patches');
  });

  it('an `at` value set where the cascade came from below gives the value the page had there', () => {
    // hot-games has no desktopWide override: 6 columns come from at.desktop
    const draft = edited((f) => [{ op: 'setProp', ...home, node: keyOf(f, 'hot-games'), prop: 'columns', value: 9, breakpoint: 'desktopWide' }]);
    expect(siteChanges(live, draft)).toMatchObject([{ node: 'hot-games', prop: 'columns', breakpoint: 'desktopWide', from: 6, to: 9 }]);
  });

  it('a base prop and `when`, patched', () => {
    const draft = edited((f) => [
      { op: 'setProp', ...home, node: keyOf(f, 'hot-games'), prop: 'title', value: 'ui.cat.slots' },
      { op: 'setWhen', ...home, node: keyOf(f, 'home-favourites'), when: { auth: 'player' } },
    ]);
    const changes = siteChanges(live, draft);
    expect(changes).toContainEqual({
      templates: ['casino1'],
      what: 'prop',
      tree: homeTree,
      node: 'hot-games',
      widget: 'GameGrid',
      prop: 'title',
      from: 'ui.hotGames',
      to: 'ui.cat.slots',
    });
    expect(changes).toContainEqual(expect.objectContaining({ what: 'when', node: 'home-favourites', to: { auth: 'player' } }));
    expect(changes.filter((c) => c.what === 'when')[0]).not.toHaveProperty('breakpoint');
    expect(changes).toHaveLength(2);
  });

  it('structural ops: a node inserted, moved and removed, nothing else', () => {
    const draft = edited((f) => [
      { op: 'move', ...home, node: keyOf(f, 'hot-games'), target: keyOf(f, 'home-carousel'), position: 'before' },
      { op: 'remove', ...home, node: keyOf(f, 'home-favourites') },
    ]);
    const inserted = edited(
      (f) => [{ op: 'insert', ...home, widget: 'PageHeading', props: { title: 'ui.hotGames' }, target: keyOf(f, 'hot-games'), position: 'after' }],
      draft,
    );
    const changes = siteChanges(live, inserted);
    expect(changes.map((c) => (c.what === 'node' ? `${c.change} ${c.node} ${c.widget}` : c.what))).toEqual([
      'moved hot-games GameGrid',
      expect.stringMatching(/^added page-heading(-\d+)? PageHeading$/),
      'removed home-favourites FavouritesRail',
    ]);
    const removed = changes.find((c) => c.what === 'node' && c.change === 'removed');
    expect(removed?.from).toEqual({ parent: 'root', index: expect.any(Number) });
    expect(removed).not.toHaveProperty('to');
  });

  it('brand copy per language, routes and colour schemes', () => {
    const draft = withJson(live, C1, (doc) => {
      doc['messages'] = { 'home.headline': { EN: 'Big wins', CN: '大奖' } };
      doc['routes'] = { '/tournaments': { page: 'leaderboard', guard: 'none' }, '/sabong': { hidden: true } };
      record(record(doc['schemes'])['color1-1'])['primary'] = '#e23d57';
    });
    const changes = siteChanges(live, draft);
    expect(changes).toEqual([
      { templates: ['casino1'], what: 'message', key: 'home.headline', language: 'EN', to: 'Big wins' },
      { templates: ['casino1'], what: 'message', key: 'home.headline', language: 'CN', to: '大奖' },
      { templates: ['casino1'], what: 'route', path: '/sabong', from: { page: 'sabong', guard: 'none' } },
      { templates: ['casino1'], what: 'route', path: '/tournaments', to: { page: 'leaderboard', guard: 'none' } },
      { templates: ['casino1'], what: 'scheme', scheme: 'color1-1', token: 'primary', from: '#d8f425', to: '#e23d57' },
    ]);
  });

  it('a change to a family base is one entry naming every template it reaches', () => {
    const draft = withJson(live, CASINO, (doc) => {
      const root = record(record(record(doc['pages'])['home'])['root']);
      const grid = (root['children'] as Record<string, unknown>[]).find((n) => n['id'] === 'hot-games')!;
      record(grid['props'])['limit'] = 24;
    });
    const casinos = Object.keys(live)
      .filter((f) => /^templates\/casino\d+\.json$/.test(f))
      .map((f) => f.slice('templates/'.length, -'.json'.length))
      .sort();
    const changes = siteChanges(live, draft);
    const limit = changes.filter((c) => c.what === 'prop' && c.node === 'hot-games' && c.prop === 'limit');
    expect(limit).toHaveLength(1);
    expect(limit[0]).toMatchObject({ from: 48, to: 24 });
    // a template with its own home page (or a patch of limit) does not get the change
    expect(limit[0]!.templates.length).toBeGreaterThan(0);
    expect(casinos).toEqual(expect.arrayContaining(limit[0]!.templates));
    expect(changes.every((c) => c.what === 'prop' && c.prop === 'limit')).toBe(true);
  });

  it('a change to a shared layout lists its node changes for the templates that render it', () => {
    const layout = 'layouts/template1.json';
    const draft = withJson(live, layout, (doc) => {
      record(doc['root'])['when'] = { auth: 'player' };
    });
    const users = Object.entries(live)
      .filter(
        ([f, text]) => f.startsWith('templates/') && !f.startsWith('templates/_') && (JSON.parse(text) as Record<string, unknown>)['layout'] === 'template1',
      )
      .map(([f]) => f.slice('templates/'.length, -'.json'.length));
    const changes = siteChanges(live, draft);
    expect(changes).toEqual([expect.objectContaining({ what: 'when', tree: { kind: 'layout', name: 'template1' }, to: { auth: 'player' } })]);
    expect(changes[0]!.templates).toEqual(expect.arrayContaining(users));
  });

  it('nothing changed, a file that does not parse, or a template added: no site changes, the file entries say it', () => {
    expect(siteChanges(live, live)).toEqual([]);
    expect(siteChanges(live, { ...live, [C1]: '{"key":' })).toEqual([]);
    expect(siteChanges(live, { ...live, 'templates/casino99.json': live[C1]! })).toEqual([]);
    const cycle = withJson(live, CASINO, (doc) => {
      doc['extends'] = 'casino1';
    });
    expect(siteChanges(live, cycle)).toEqual([]);
  });
});
