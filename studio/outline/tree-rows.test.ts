import { describe, expect, it } from 'vitest';
import { casinoHome, field, problem, widgets } from './test-support.ts';
import { dropMove, keyboardMove, modeBadge, problemsByNode, rowsOf, suggestId, whenLabel, type Row } from './tree-rows.ts';

const view = casinoHome();
const rows = rowsOf(view);
const row = (key: string): Row => {
  const r = rows.find((x) => x.node.key === key);
  if (!r) throw new Error(key);
  return r;
};

describe('outline rows', () => {
  it('puts the page tree inside the layout Outlet, in reading order with levels', () => {
    expect(rows.map((r) => `${r.level} ${r.node.widget}${r.node.id ? `#${r.node.id}` : ''}`)).toEqual([
      '1 Stack#layout',
      '2 Header#header',
      '3 LanguageSwitcher#language-switcher',
      '2 Stack#main',
      '3 Outlet',
      '4 Stack',
      '5 Hero#hero',
      '5 HeroCarousel#promos',
      '5 GameGrid#hot-games',
      '2 Footer',
    ]);
    expect(row('page:')).toMatchObject({ tree: 'page', parent: null, displayParent: 'layout:/children/1/children/0' });
    expect(row('layout:/children/1/children/0').childCount).toBe(1);
  });

  it('leaves out the children of a collapsed node', () => {
    expect(rowsOf(view, new Set(['layout:/children/1'])).map((r) => r.node.widget)).toEqual(['Stack', 'Header', 'LanguageSwitcher', 'Stack', 'Footer']);
  });

  it('Alt+Arrow moves among siblings, into the container above and out of the parent, within one tree', () => {
    expect(keyboardMove(row('page:/children/2'), 'up', widgets)).toEqual({ target: 'page:/children/1', position: 'before' });
    expect(keyboardMove(row('page:/children/0'), 'down', widgets)).toEqual({ target: 'page:/children/1', position: 'after' });
    expect(keyboardMove(row('page:/children/0'), 'up', widgets)).toBeNull();
    expect(keyboardMove(row('page:/children/2'), 'down', widgets)).toBeNull();
    // Header is a container, the Hero is not
    expect(keyboardMove(row('layout:/children/1'), 'indent', widgets)).toEqual({ target: 'layout:/children/0', position: 'lastIn' });
    expect(keyboardMove(row('page:/children/1'), 'indent', widgets)).toBeNull();
    expect(keyboardMove(row('layout:/children/0/children/0'), 'outdent', widgets)).toEqual({ target: 'layout:/children/0', position: 'after' });
    // the page's widgets never leave the page's tree
    expect(keyboardMove(row('page:/children/0'), 'outdent', widgets)).toBeNull();
    expect(keyboardMove(row('page:'), 'up', widgets)).toBeNull();
  });

  it('a drop lands before a row above and after a row below, never across trees or into itself', () => {
    expect(dropMove(rows, 'page:/children/2', 'page:/children/0')).toEqual({ target: 'page:/children/0', position: 'before' });
    expect(dropMove(rows, 'page:/children/0', 'page:/children/2')).toEqual({ target: 'page:/children/2', position: 'after' });
    expect(dropMove(rows, 'page:/children/0', 'layout:/children/2')).toBeNull();
    expect(dropMove(rows, 'layout:/children/0', 'layout:/children/0/children/0')).toBeNull();
    expect(dropMove(rows, 'page:/children/0', 'page:/children/0')).toBeNull();
  });

  it('suggests an unused kebab-case id', () => {
    const footer = row('layout:/children/2').node;
    expect(suggestId(view, footer)).toBe('footer');
    expect(suggestId(view, { ...footer, widget: 'HeroCarousel' })).toBe('hero-carousel');
    expect(suggestId(view, { ...footer, widget: 'Header' })).toBe('header-2');
  });

  it('puts a problem on the deepest node it points into, patches included', () => {
    const marks = problemsByNode(view, [
      problem('pages/home.json', '/root/children/2/props/columns', 'columns must be <= 12'),
      problem('templates/casino1.json', '/patches/layouts/default/header/props/variant', 'unknown variant'),
      problem('pages/home.json', '/root/props/gap', 'gap too wide', 'warning'),
      problem('templates/other.json', '/label', 'not here'),
    ]);
    expect([...marks.keys()].sort()).toEqual(['layout:/children/0', 'page:', 'page:/children/2']);
  });

  it('names the audience and the mode', () => {
    expect(whenLabel({ auth: 'guest' })).toBe('guests only');
    expect(whenLabel({ auth: 'player', flag: 'vip' })).toBe('players only · flag vip');
    expect(whenLabel({ flag: '!maintenance' })).toBe('without flag maintenance');
    expect(whenLabel(undefined)).toBeNull();
    expect(modeBadge(row('layout:/children/0').node)).toBe('patched');
    expect(modeBadge(row('layout:/children/0/children/0').node)).toBe('inherited');
    expect(modeBadge(row('layout:/children/2').node)).toBe('read-only');
    expect(modeBadge(row('page:/children/0').node)).toBeNull();
  });

  it('calls a node patched when its template patches only `at` values of it, or only its `when`', () => {
    const header = row('layout:/children/0/children/0').node;
    const atOnly = {
      ...header,
      fields: [
        field(
          'columns',
          [
            [2, 'base'],
            [4, 'base'],
            [7, 'patch', undefined, 'desktop'],
          ],
          false,
          ['desktop'],
        ),
      ],
    };
    expect(modeBadge(atOnly)).toBe('patched');
    const inherited = {
      ...atOnly,
      fields: [
        field('columns', [
          [2, 'base'],
          [4, 'base'],
          [6, 'base'],
        ]),
      ],
    };
    expect(modeBadge(inherited)).toBe('inherited');
    expect(modeBadge({ ...inherited, when: { auth: 'player' }, whenPatched: true })).toBe('patched');
  });
});
