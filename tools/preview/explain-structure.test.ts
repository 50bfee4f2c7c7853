import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeProject, removeProject } from '../../engine/project/fixture-project.ts';
import { REPO_ROOT } from '../../engine/project/repo.ts';
import { explain, explainData } from './explain.ts';

// casino2 with its own route, a hidden one and three structural ops of the family's home page
let root = '';
beforeAll(() => {
  const template = JSON.parse(readFileSync(join(REPO_ROOT, 'site-configs/templates/casino2.json'), 'utf8')) as Record<string, unknown>;
  const edited = {
    ...template,
    routes: { '/tournaments': { page: 'tournaments', guard: 'none' }, '/sabong': { hidden: true } },
    pages: { tournaments: { root: { widget: 'PageHeading', props: { title: 'ui.leaderboard.title' } } } },
    patches: {
      structure: {
        pages: {
          home: [
            { move: 'hot-games', before: 'home-carousel' },
            { insert: { widget: 'PageHeading', id: 'brand-heading', props: { title: 'ui.leaderboard.title' } }, after: 'hot-games' },
            { remove: 'home-marquee' },
          ],
        },
      },
    },
  };
  root = makeProject({ 'site-configs/templates/casino2.json': `${JSON.stringify(edited, null, 2)}\n` });
});
afterAll(() => removeProject(root));

describe('explain with structural ops and template routes', () => {
  it('lists the ops applied to the page with the file:line:col of each, and marks the nodes they placed', () => {
    const text = explain({ root, template: 'casino2', route: '/' }).join('\n');
    expect(text).toMatch(
      /^structural ops\n {2}· page home: op 0 move hot-games before home-carousel {2}← site-configs\/templates\/casino2\.json:\d+:\d+ \/patches\/structure\/pages\/home\/0$/m,
    );
    expect(text).toMatch(
      /^ {2}· page home: op 1 insert brand-heading after hot-games {2}← site-configs\/templates\/casino2\.json:\d+:\d+ \/patches\/structure\/pages\/home\/1$/m,
    );
    expect(text).toMatch(
      /^ {2}· page home: op 2 remove home-marquee {2}← site-configs\/templates\/casino2\.json:\d+:\d+ \/patches\/structure\/pages\/home\/2$/m,
    );
    // the moved grid is still located in the family's page, and says which op moved it
    expect(text).toMatch(
      /GameGrid#hot-games {2}\[template page\] site-configs\/templates\/_casino\.json:\d+:\d+\n\s+· moved here: op 0 move hot-games before home-carousel/,
    );
    expect(text).toMatch(/title = "ui\.leaderboard\.title" {2}← patch op 1 insert {2}site-configs\/templates\/casino2\.json:\d+:\d+/);
    expect(text).not.toContain('Marquee#home-marquee');
  });

  it('gives the order and sources as JSON: hot-games before the carousel', () => {
    const e = explainData({ root, template: 'casino2', route: '/' });
    const home = (function find(n: typeof e.tree): typeof e.tree | undefined {
      return n.outlet?.tree ?? n.children.map(find).find(Boolean);
    })(e.tree);
    expect(home?.children.map((c) => c.id ?? c.widget).slice(0, 3)).toEqual(['hot-games', 'brand-heading', 'home-carousel']);
    const move = e.structure?.[0];
    expect(move).toEqual({
      tree: 'page home',
      index: 0,
      kind: 'move',
      id: 'hot-games',
      place: 'before home-carousel',
      where: { file: 'site-configs/templates/casino2.json', line: expect.any(Number), column: expect.any(Number) },
      pointer: '/patches/structure/pages/home/0',
    });
    const text = readFileSync(join(root, 'site-configs/templates/casino2.json'), 'utf8').split('\n');
    // the op object opens at that line; its first member follows
    expect(text[(move?.where.line ?? 0) - 1]?.trim()).toBe('{');
    expect(text[move?.where.line ?? 0]).toContain('"move": "hot-games"');
  });

  it("explains a template's own route, and refuses a route its template hides", () => {
    expect(explain({ root, template: 'casino2', route: '/tournaments' }).join('\n')).toContain(
      'route /tournaments → page tournaments (template page, site-configs/templates/casino2.json)',
    );
    expect(() => explain({ root, template: 'casino2', route: '/sabong' })).toThrow(
      'no route "/sabong" in site-configs/routes.json for casino2: its template hides it',
    );
    expect(() => explain({ root, template: 'casino1', route: '/tournaments' })).toThrow(/no route "\/tournaments"/);
  });
});
