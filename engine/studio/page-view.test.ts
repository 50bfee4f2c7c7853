import { describe, expect, it } from 'vitest';
import { explainData } from '../../tools/preview/explain.ts';
import type { ExplainedNode } from '../../tools/preview/explain-model.ts';
import type { OutlineNode } from './contract.ts';
import { applyEdits, pageViewOf, StudioInputError } from './index.ts';
import { shippedConfigs } from './testing.ts';

const files = shippedConfigs();

function byId(root: OutlineNode, id: string): OutlineNode {
  const walk = (n: OutlineNode): OutlineNode | undefined => (n.id === id ? n : n.children.map(walk).find(Boolean));
  const hit = walk(root);
  if (!hit) throw new Error(`no node ${id}`);
  return hit;
}

function explained(root: ExplainedNode, id: string): ExplainedNode | undefined {
  if (root.id === id) return root;
  for (const c of [...root.children, ...(root.outlet?.tree ? [root.outlet.tree] : [])]) {
    const hit = explained(c, id);
    if (hit) return hit;
  }
  return undefined;
}

describe('pageViewOf', () => {
  it('shows casino1 home inside its layout: keys, modes and sources', () => {
    const view = pageViewOf(files, 'casino1', 'home', 7);
    expect(view).toMatchObject({ template: 'casino1', page: 'home', layout: 'template1', version: 7 });
    expect(view.breakpoints.map((b) => b.min)).toEqual([...view.breakpoints.map((b) => b.min)].sort((a, b) => a - b));
    // the family base's page root has no id on purpose: read-only here, with why
    expect(view.pageRoot).toMatchObject({
      key: 'page:',
      widget: 'Stack',
      mode: 'readonly',
      source: { file: 'templates/_casino.json', pointer: '/pages/home/root' },
    });
    const hot = byId(view.pageRoot, 'hot-games');
    expect(hot).toMatchObject({
      key: 'page:/children/3',
      widget: 'GameGrid',
      mode: 'patch',
      source: { file: 'templates/_casino.json', pointer: '/pages/home/root/children/3' },
    });
    // the node's opening brace: two lines above its id (0-based index + 1, less the widget line and the brace)
    const idLine = (files['templates/_casino.json']?.split('\n').findIndex((l) => l.includes('"id": "hot-games"')) ?? 0) + 1;
    expect(hot.source.line).toBe(idLine - 2);
    // every prop GameGrid declares is a field, set or not
    expect(hot.fields.map((f) => f.prop)).toEqual(expect.arrayContaining(['gameType', 'title', 'columns', 'gap', 'showProvider', 'fallback']));
    const outlet = byId(view.layoutRoot, 'main').children.find((c) => c.widget === 'Outlet');
    expect(outlet).toMatchObject({ children: [], fields: [] });
    expect(byId(view.layoutRoot, 'header')).toMatchObject({ key: 'layout:/children/0', mode: 'patch', source: { file: 'layouts/template1.json' } });
  });

  it('tells a default, a base value, a patch and an at override apart', () => {
    const view = pageViewOf(files, 'casino4', 'home', 1);
    const hot = byId(view.pageRoot, 'hot-games');
    const field = (prop: string) => hot.fields.find((f) => f.prop === prop);
    expect(field('gameType')?.values[0]).toMatchObject({
      value: 'slot_game',
      from: 'patch',
      source: { file: 'templates/casino4.json', pointer: '/patches/pages/home/hot-games/props/gameType' },
    });
    expect(field('gameType')).toMatchObject({ overridden: true, overriddenAt: [] });
    expect(field('showProvider')?.values[0]).toEqual({ breakpoint: view.breakpoints[0]?.name, value: true, from: 'default' });
    const columns = field('columns')?.values.find((v) => v.breakpoint === 'desktop');
    expect(columns).toMatchObject({
      value: 6,
      from: 'base',
      atBreakpoint: 'desktop',
      source: { file: 'templates/_casino.json', pointer: '/pages/home/root/children/3/at/desktop/columns' },
    });
    const slots = pageViewOf(files, 'casino4', 'slots', 1);
    expect(
      byId(slots.pageRoot, 'games')
        .fields.find((f) => f.prop === 'columns')
        ?.values.find((v) => v.breakpoint === 'mobileWide'),
    ).toMatchObject({
      value: 3,
      from: 'at',
      atBreakpoint: 'mobileWide',
      source: { file: 'pages/slots.json' },
    });
  });

  it('locates each value at the file:line:column explain gives it', () => {
    const e = explainData({ template: 'casino4', route: '/', at: 'desktop' });
    const view = pageViewOf(files, 'casino4', 'home', 1);
    for (const id of ['hot-games', 'home-carousel', 'header']) {
      const mine = byId(id === 'header' ? view.layoutRoot : view.pageRoot, id);
      const theirs = explained(e.tree, id);
      expect(theirs?.props.length, id).toBeGreaterThan(1);
      for (const setting of theirs?.props ?? []) {
        const value = mine.fields.find((f) => f.prop === setting.name)?.values.find((v) => v.breakpoint === 'desktop');
        expect(value?.value, `${id}.${setting.name}`).toEqual(setting.value);
        const where = value?.source ? { file: `site-configs/${value.source.file}`, line: value.source.line, column: value.source.column } : undefined;
        expect(where, `${id}.${setting.name}`).toEqual(setting.where);
      }
    }
  });

  it('marks a node a structural op inserted at the op, own, and a moved node where it now renders', () => {
    const hot = 'page:/children/3';
    const r = applyEdits(files, [
      { op: 'insert', template: 'casino1', page: 'home', widget: 'PageHeading', target: hot, position: 'after' },
      { op: 'move', template: 'casino1', page: 'home', node: hot, target: 'page:/children/0', position: 'before' },
    ]);
    if (!r.ok) throw new Error(r.refusal.message);
    const view = pageViewOf(r.files, 'casino1', 'home', 2);
    expect(view.pageRoot.children.map((c) => c.id).slice(0, 6)).toEqual([
      'hot-games',
      'home-marquee',
      'home-carousel',
      'home-account',
      'page-heading',
      'home-favourites',
    ]);
    expect(byId(view.pageRoot, 'page-heading')).toMatchObject({
      key: 'page:/children/4',
      mode: 'own',
      source: { file: 'templates/casino1.json', pointer: '/patches/structure/pages/home/0' },
    });
    expect(byId(view.pageRoot, 'hot-games')).toMatchObject({ key: 'page:/children/0', mode: 'patch', source: { file: 'templates/_casino.json' } });
  });

  it('refuses an unknown template or page with a message', () => {
    expect(() => pageViewOf(files, 'casino99', 'home', 1)).toThrow(StudioInputError);
    expect(() => pageViewOf(files, 'casino99', 'home', 1)).toThrow(/no template "casino99"/);
    expect(() => pageViewOf(files, 'casino1', 'nope', 1)).toThrow(/renders no page "nope"/);
  });

  it('answers a view and an edit on the full config set well under 100 ms warm', () => {
    const edit = { op: 'setProp', template: 'casino1', page: 'home', node: 'page:/children/3', prop: 'columns', value: 3, breakpoint: 'mobile' } as const;
    pageViewOf(files, 'casino1', 'home', 1);
    applyEdits(files, [edit]);
    const times: number[] = [];
    for (let i = 0; i < 5; i++) {
      const t0 = performance.now();
      pageViewOf(files, 'casino1', 'home', 1);
      applyEdits(files, [edit]);
      times.push(performance.now() - t0);
    }
    // the best of five: the machine is shared, the figure is what the code costs
    expect(Math.min(...times)).toBeLessThan(100);
  });
});

describe('whenPatched', () => {
  it('marks an inherited node whose `when` this template patches, and no other', () => {
    const key = pageViewOf(files, 'casino1', 'home', 1).pageRoot.children.find((n) => n.id === 'home-account')!.key;
    const r = applyEdits(files, [{ op: 'setWhen', template: 'casino1', page: 'home', node: key, when: { auth: 'player' } }]);
    if (!r.ok) throw new Error(r.refusal.message);
    const view = pageViewOf(r.files, 'casino1', 'home', 2);
    expect(byId(view.pageRoot, 'home-account')).toMatchObject({ mode: 'patch', when: { auth: 'player' }, whenPatched: true });
    expect(byId(view.pageRoot, 'hot-games').whenPatched).toBeUndefined();
    expect(byId(pageViewOf(files, 'casino1', 'home', 1).pageRoot, 'home-account').whenPatched).toBeUndefined();
  });
});
