// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { DataRouteObject, LoaderFunctionArgs } from 'react-router';
import { deferredWidgets, evaluateAhead, evaluateNavigation, linkedPages, loadPageAhead, preloadSlotOnPointer } from './after-idle.ts';
import type { RouteEntry } from '../../../schemas/routes.ts';
import type { TreeLoaderData } from '../loaders.ts';

const tree = (root: TreeLoaderData['tree']['root'], widgets: string[]): TreeLoaderData => ({ tree: { root }, data: {}, widgets });

describe('deferredWidgets', () => {
  it('names the widgets of the trees whose code did not load with the page', () => {
    const layout = tree({ widget: 'Stack', children: [{ widget: 'Header' }, { widget: 'Footer' }] }, ['Stack']);
    const page = tree({ widget: 'Stack', children: [{ widget: 'GameGrid' }, { widget: 'Hero' }] }, ['Stack', 'Hero']);
    expect(deferredWidgets([layout, page])).toEqual(['Footer', 'GameGrid', 'Header']);
  });
});

describe('deferredWidgets under a jurisdiction', () => {
  it('leaves out the widgets that cannot show anything on the site', () => {
    const page = tree({ widget: 'Stack', children: [{ widget: 'AgeConfirmation' }, { widget: 'RegisterForm' }] }, ['Stack']);
    expect(deferredWidgets([page], (name) => name !== 'AgeConfirmation')).toEqual(['RegisterForm']);
  });
});

describe('linkedPages', () => {
  const routes = [
    { path: '/', page: 'home', guard: 'none' },
    { path: '/login', page: 'login', guard: 'guest' },
    { path: '/slots', page: 'slots', guard: 'none' },
    { path: '/vip', page: 'vip', guard: 'none' },
    { path: '/hot', page: 'hot', guard: 'none' },
  ] as unknown as RouteEntry[];
  it('names the pages route links lead to, in document order, once each, without the excepted, up to the limit', () => {
    document.body.innerHTML = [
      '<a data-discover href="/">home</a>',
      '<a data-discover href="/cn/vip">vip</a>',
      '<a href="/hot">not a route link</a>',
      '<a data-discover href="/login">login</a>',
      '<a data-discover href="https://elsewhere.example/slots">elsewhere</a>',
      '<a data-discover href="/vip">vip again</a>',
      '<a data-discover href="/slots?provider=x">slots</a>',
      '<a data-discover href="/nowhere">unknown</a>',
      '<a data-discover href="/hot">hot</a>',
    ].join('');
    expect(linkedPages(document, routes, ['home', 'login'])).toEqual([
      { page: 'vip', path: '/cn/vip' },
      { page: 'slots', path: '/slots?provider=x' },
      { page: 'hot', path: '/hot' },
    ]);
    expect(linkedPages(document, routes, ['home', 'login'], 2).map((p) => p.page)).toEqual(['vip', 'slots']);
  });
});

describe('evaluateAhead', () => {
  it('evaluates the navigation code: the loaders, the API client, the messages', async () => {
    const asked: string[] = [];
    await evaluateNavigation('EN', async () => void asked.push('@api'));
    expect(asked).toEqual(['@api']);
    const { loadedMessages } = await import('../../i18n/messages.ts');
    expect(Object.keys(loadedMessages('EN') ?? {}).length).toBeGreaterThan(0);
  });

  it('evaluates each widget apart, going on past one that fails', async () => {
    const asked: string[] = [];
    await evaluateAhead(
      { widgets: ['LoginForm', 'Broken', 'VipTable'], pages: [] },
      {
        evaluate: async ([name]) => {
          asked.push(name ?? '');
          if (name === 'Broken') throw new Error('chunk failed');
        },
        loadPage: async (path) => void asked.push(`data ${path}`),
      },
    );
    expect(asked).toEqual(['LoginForm', 'Broken', 'VipTable']);
  });

  it("loads each linked page's data after its widgets, each widget once, going on past a page whose data fails", async () => {
    const asked: string[] = [];
    await evaluateAhead(
      {
        widgets: ['LoginForm', 'GameGrid', 'VipLevels', 'Header'],
        pages: [
          { path: '/vip', widgets: ['Header', 'VipLevels'] },
          { path: '/slots', widgets: ['GameGrid', 'Header'] },
          { path: '/hot', widgets: ['GameGrid'] },
        ],
      },
      {
        evaluate: async ([name]) => void asked.push(name ?? ''),
        loadPage: async (path) => {
          asked.push(`data ${path}`);
          if (path === '/vip') throw new Error('backend down');
        },
      },
    );
    expect(asked).toEqual(['LoginForm', 'Header', 'VipLevels', 'data /vip', 'GameGrid', 'data /slots', 'data /hot']);
  });
});

describe('loadPageAhead', () => {
  const entries = [
    { path: '/', page: 'home', guard: 'none' },
    { path: '/vip', page: 'vip', guard: 'none' },
  ] as unknown as RouteEntry[];
  const routesWith = (asked: string[]): DataRouteObject[] => {
    const loader = (name: string) => async (args: LoaderFunctionArgs) => {
      asked.push(`${name} ${new URL(args.request.url).pathname}`);
      return null;
    };
    return [
      {
        id: 'root',
        path: '/',
        loader: loader('root'),
        children: [
          {
            id: 'layout',
            path: ':lang?',
            loader: loader('layout'),
            children: [
              { id: 'page:0:home', index: true, loader: loader('home') },
              { id: 'page:1:vip', path: 'vip', loader: loader('vip'), children: [] },
            ],
          },
        ],
      },
    ];
  };

  it("runs the loader of the page's own route alone, with the address as a navigation would, past a language prefix", async () => {
    const asked: string[] = [];
    await loadPageAhead(routesWith(asked), entries, '/cn/vip');
    await loadPageAhead(routesWith(asked), entries, '/');
    await loadPageAhead(routesWith(asked), entries, '/nowhere');
    expect(asked).toEqual(['vip /cn/vip', 'home /']);
  });
});

describe('preloadSlotOnPointer', () => {
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
    document.head.innerHTML = '';
    document.body.innerHTML = '';
  });

  it("asks for a sleeping slot's files after the frame that shows the press, not those the page's preload script has links for", async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'requestAnimationFrame'] });
    vi.stubGlobal('__BUILD_ID__', 'test');
    vi.stubGlobal('fetch', () => Promise.resolve(new Response(JSON.stringify({ GameGrid: ['/assets/grid.js', '/assets/tile.js'] }))));
    const preloads = () => [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="modulepreload"]')].map((l) => l.getAttribute('href'));
    // a page's data (PageLoaderData) names its page: its slots are `page/…`
    const page = { ...tree({ widget: 'Stack', children: [{ widget: 'GameGrid' }] }, ['Stack']), page: 'slots' };
    document.body.innerHTML = '<div class="hydrate-slot" data-slot="page/0"><button id="chip">Chip</button></div>';
    document.head.innerHTML = '<link rel="modulepreload" href="/assets/tile.js">';
    preloadSlotOnPointer([page]);
    document.getElementById('chip')?.dispatchEvent(new Event('pointerover', { bubbles: true }));
    await vi.advanceTimersByTimeAsync(0);
    expect(preloads(), "in the input's task").toEqual(['/assets/tile.js']);
    vi.advanceTimersToNextFrame();
    await vi.advanceTimersByTimeAsync(0);
    expect(preloads(), 'before the frame is painted').toEqual(['/assets/tile.js']);
    await vi.advanceTimersByTimeAsync(1);
    expect(preloads()).toEqual(['/assets/tile.js', '/assets/grid.js']);
  });
});
