import { describe, expect, it } from 'vitest';
import { createRegistry } from '../render/registry.ts';
import type { HydratePlan, Node, RegisteredWidget } from '../render/types.ts';
import type { StartupResponse } from '../../schemas/api/startup.ts';
import { compactRoutes, expandRoutes, hydrationLoaderData, withFirstMessages } from './hydration-data.ts';
import type { RouteEntry } from '../../schemas/routes.ts';
import { browserStartup } from './loaders.ts';
import type { Messages } from '../i18n/messages.ts';
import { ROOT_ROUTE_ID } from './root-route.ts';

const widget = (name: string, hydrate?: HydratePlan): RegisteredWidget => ({ name, defaults: {}, component: () => null, ...(hydrate ? { hydrate } : {}) });
const registry = createRegistry([widget('Box', 'never'), widget('Header'), widget('Carousel', 'idle'), widget('Rail', 'visible'), widget('Board', 'never')]);
const ok = (value: unknown) => ({ ok: true as const, value });

const page: Node = { widget: 'Box', children: [{ widget: 'Header' }, { widget: 'Carousel' }, { widget: 'Rail' }, { widget: 'Board' }] };
const routes: RouteEntry[] = [
  { path: '/', page: 'home', guard: 'none' },
  { path: '/about', page: 'about', guard: 'none' },
  { path: '/account', page: 'account', guard: 'auth' },
  { path: '/join', page: 'register', guard: 'guest' },
  { path: '/preloader', page: 'preloader', guard: 'none', layout: 'default' },
];
const loaderData = {
  root: {
    locale: 'EN',
    messages: { 'ui.login': 'Log in', 'ui.register': 'Sign up' },
    state: {
      kind: 'ready',
      startup: { statusCode: 1, site: { currency: 'PHP' } },
      template: { key: 'casino1', layout: 'template1', patches: { pages: { deposit: { cashier: { props: { methods: [] } } } } } },
    },
    config: { revision: 'r1', routes },
  },
  'page:0:home': {
    tree: { version: 1, title: 'Home', root: page },
    data: { 'page/0': ok('menu'), 'page/1': ok('slides'), 'page/2': ok('games'), 'page/3': ok('winners') },
    widgets: ['Board', 'Box', 'Carousel', 'Header', 'Rail'],
    page: 'home',
  },
};

describe('the hydration data of a first load', () => {
  const hydration = hydrationLoaderData(loaderData, registry);

  it("carries the page's SEO record without what the head does not read; a navigation's record (a promise) as it is", () => {
    const seo = {
      page_name: 'home',
      meta_lang: 'en',
      meta_title: 'Home of the site',
      item_name_en: 'Home',
      item_name_local: 'Tahanan',
      meta_url: 'https://x/',
    };
    const first = hydrationLoaderData({ ...loaderData, 'page:0:home': { ...loaderData['page:0:home'], seo } }, registry);
    expect((first['page:0:home'] as { seo: unknown }).seo).toEqual({
      meta_lang: 'en',
      meta_title: 'Home of the site',
      item_name_en: 'Home',
      item_name_local: 'Tahanan',
    });
    const later = Promise.resolve(seo);
    const navigation = hydrationLoaderData({ ...loaderData, 'page:0:home': { ...loaderData['page:0:home'], seo: later } }, registry);
    expect((navigation['page:0:home'] as { seo: unknown }).seo).toBe(later);
  });

  it('carries the loader results of the widgets that come alive at once or when idle, not of visible or never ones', () => {
    expect(hydration['page:0:home']).toMatchObject({ data: { 'page/0': ok('menu'), 'page/1': ok('slides') }, widgets: ['Box', 'Header'] });
    expect(Object.keys((hydration['page:0:home'] as { data: object }).data)).toEqual(['page/0', 'page/1']);
  });

  it('carries of the config file its tree alone, the very node the server rendered', () => {
    const tree = (hydration['page:0:home'] as { tree: object }).tree;
    expect(tree).toEqual({ root: page });
    expect((tree as { root: unknown }).root).toBe(page);
  });

  it('preloads none of the widgets the loader left out (one that cannot show anything under the site’s jurisdiction)', () => {
    const without = { ...loaderData, 'page:0:home': { ...loaderData['page:0:home'], widgets: ['Board', 'Box', 'Carousel', 'Rail'] } };
    expect(hydrationLoaderData(without, registry)['page:0:home']).toMatchObject({ widgets: ['Box'] });
  });

  it('leaves the root’s messages to the page’s first messages, and the browser puts those back', () => {
    expect(hydration[ROOT_ROUTE_ID]).toMatchObject({ messages: {}, partialMessages: true, locale: 'EN' });
    const logIn = [{ type: 0, value: 'Log in' }] as Messages[string];
    const back = withFirstMessages({ loaderData: hydration }, { 'ui.login': logIn });
    expect(back.loaderData[ROOT_ROUTE_ID]).toMatchObject({ messages: { 'ui.login': logIn }, partialMessages: true });
    expect(withFirstMessages({ loaderData: hydration }, null).loaderData[ROOT_ROUTE_ID]).toMatchObject({ messages: {} });
    expect(withFirstMessages(undefined, { a: logIn })).toBeUndefined();
  });

  it("carries the site's template without its patches: the server applied them, a navigation's loaders fetch the template", () => {
    const state = (hydration[ROOT_ROUTE_ID] as { state: { template: object } }).state;
    expect(state.template).toEqual({ key: 'casino1', layout: 'template1' });
    expect(loaderData.root.state.template.patches, 'the loader data the server renders keeps them').toBeDefined();
  });

  it('carries the route table without its defaults, and the browser gets the whole table back', () => {
    expect((hydration[ROOT_ROUTE_ID] as { config: unknown }).config).toEqual({
      revision: 'r1',
      routes: [
        '/',
        '/about',
        { path: '/account', guard: 'auth' },
        { path: '/join', page: 'register', guard: 'guest' },
        { path: '/preloader', layout: 'default' },
      ],
    });
    expect(withFirstMessages({ loaderData: hydration }, null).loaderData[ROOT_ROUTE_ID]).toMatchObject({ config: { revision: 'r1', routes } });
    expect(expandRoutes(compactRoutes(routes))).toEqual(routes);
    expect(compactRoutes(routes), 'one array per table: its text is kept once').toBe(compactRoutes(routes));
  });
});

describe('browserStartup', () => {
  const startup: StartupResponse = {
    statusCode: 1,
    statusMessage: 'OK',
    site: {
      site_name: 'Royal',
      currency: 'PHP',
      theme_code: 'casino1',
      theme_color: 'c1',
      external_id: 'x',
      gamify_status: true,
      free_game: false,
      expired_date: '2027-01-01',
      logo1: '/l.svg',
    },
    content: {
      menu: [
        { content_id: 1, title: 'Home', url: '/', icon: '/home.svg' },
        {
          content_id: 3,
          title: 'Slots',
          title_local: 'Mga slot',
          url: '/slots',
          category: 'slot_game',
          children: [{ content_id: 4, title: 'JILI', url: '/slots?provider=JILI' }],
        },
      ],
      game_menu: [{ content_id: 2, title: 'Slots', url: '/slots' }],
    },
    language: [{ code: 'EN', name: 'English', icon: 'en.svg', files: ['ui'] }],
    i18n: { strategy: 'no_prefix' },
    provider_count: [{ provider_code: 'JILI', category: 'slot_game', count: 3 }],
    aff_domain: 'aff.example',
    live_chat: { chat_id: '1', status: true },
    ai_assistant: { en_name: 'Aria' },
    backend_extra: { big: 'x'.repeat(100) },
  };

  it('keeps what player code reads and drops the rest', () => {
    expect(JSON.parse(JSON.stringify(browserStartup(startup)))).toEqual({
      statusCode: 1,
      statusMessage: 'OK',
      site: {
        site_name: 'Royal',
        currency: 'PHP',
        theme_code: 'casino1',
        theme_color: 'c1',
        external_id: 'x',
        gamify_status: true,
        free_game: false,
        logo1: '/l.svg',
      },
      content: {
        menu: [
          { content_id: 1, title: 'Home', url: '/' },
          { content_id: 3, title: 'Slots', title_local: 'Mga slot', url: '/slots' },
        ],
      },
      language: [{ code: 'EN' }],
      i18n: { strategy: 'no_prefix' },
      live_chat: { chat_id: '1', status: true },
      ai_assistant: { en_name: 'Aria' },
    });
  });
});
