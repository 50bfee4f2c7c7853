import { describe, expect, it } from 'vitest';
import { inMemorySource, type ConfigSet } from './config-set.ts';
import { configPath, remoteSource, StaleRevision } from './source.ts';

const tree = (widget: string) => ({ version: 1 as const, root: { widget } });
const scheme = {
  bg: '#000',
  surface: '#111',
  surface2: '#222',
  text: '#fff',
  muted: '#aaa',
  primary: '#f00',
  onPrimary: '#000',
  accent: '#0f0',
  border: '#333',
  radius: '4px',
  font: 'serif',
};
const set = {
  revision: '0123456789abcdef',
  routes: [{ path: '/', page: 'home', guard: 'none' }],
  layouts: { main: { version: 1, name: 'main', root: { widget: 'Stack' } } },
  pages: { home: tree('Home'), slots: tree('Slots') },
  templates: {
    _base: {
      version: 1,
      key: '_base',
      family: 'casino',
      layout: 'main',
      schemes: { a: scheme },
      authEntry: 'modal',
      pages: { slots: { root: { widget: 'BaseSlots' } } },
    },
    site1: { version: 1, key: 'site1', extends: '_base' },
  },
} as unknown as ConfigSet;

describe('in-memory config source', () => {
  it('resolves a template through extends and prefers its page override to the shared page', async () => {
    const source = inMemorySource(set);
    expect((await source.template('site1'))?.layout).toBe('main');
    expect(await source.template('_base')).toBeUndefined();
    expect((await source.page('slots', 'site1'))?.root).toEqual({ widget: 'BaseSlots' });
    expect((await source.page('home', 'site1'))?.root).toEqual({ widget: 'Home' });
    expect(await source.layout('constructor')).toBeUndefined();
    expect(await source.page('home', 'nosuch')).toBeUndefined();
  });

  it("compiles a template's copy merged down extends: a base's text stays unless the template replaces it", async () => {
    const withCopy = {
      ...set,
      templates: {
        ...set.templates,
        _base: { ...set.templates['_base'], messages: { headline: { EN: 'Play now', CN: '立即游戏' }, sub: { EN: 'Base' } } },
        site1: { ...set.templates['site1'], messages: { headline: { CN: '现在玩' }, cta: { EN: '{n, plural, one {# spin} other {# spins}}' } } },
      },
    } as unknown as ConfigSet;
    const t = await inMemorySource(withCopy).template('site1');
    expect(t?.messages).toEqual({
      headline: { EN: [{ type: 0, value: 'Play now' }], CN: [{ type: 0, value: '现在玩' }] },
      sub: { EN: [{ type: 0, value: 'Base' }] },
      cta: { EN: [expect.objectContaining({ type: 6, value: 'n' })] },
    });
    // the copy travels with the template to the browser as JSON
    expect(JSON.parse(JSON.stringify(t?.messages))).toEqual(t?.messages);
  });
});

describe('remote config source', () => {
  it('asks the server once per tree of its revision and tells a revision the server dropped', async () => {
    const asked: string[] = [];
    const source = remoteSource(set.revision, set.routes, async (path) => {
      asked.push(path);
      if (path.includes('/layout/')) return new Response('{"error":"gone"}', { status: 410 });
      if (path.includes('/nope.json')) return new Response('{}', { status: 404 });
      return Response.json(tree('Slots'));
    });
    expect(await source.page('slots', 'site1')).toEqual(tree('Slots'));
    await source.page('slots', 'site1');
    expect(asked).toEqual([configPath(set.revision, { kind: 'page', template: 'site1', name: 'slots' })]);
    expect(asked[0]).toBe('/__config/0123456789abcdef/page/site1/slots.json');
    expect(await source.page('nope', 'site1')).toBeUndefined();
    await expect(source.layout('main')).rejects.toBeInstanceOf(StaleRevision);
  });
});
