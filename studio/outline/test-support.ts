/**
 * Hand-built views for the editing panels' tests: casino1's home inside the `default` layout, as the
 * operator API would answer it (engine/studio/contract.ts). casino1 extends `_casino`; the layout is shared,
 * so its nodes are patched by id, and the footer has no id (read-only here). The home page is casino1's own.
 * Keys are as the model writes them: the pointer below the tree's root (`page:` is the page's root).
 */
import type {
  BreakpointInfo,
  FieldValue,
  FieldView,
  OutlineNode,
  PageView,
  Source,
  StudioProblem,
  ValueFrom,
  WidgetEntry,
} from '../../engine/studio/contract.ts';
import type { Permissions } from '../panels.ts';

export const breakpoints: BreakpointInfo[] = [
  { name: 'mobile', min: 320 },
  { name: 'tablet', min: 768 },
  { name: 'desktop', min: 1024 },
];

const TEMPLATE_FILE = 'templates/casino1.json';
const BASE_FILE = 'templates/_casino.json';
const LAYOUT_FILE = 'layouts/default.json';
const PAGE_FILE = 'pages/home.json';

const src = (file: string, pointer: string, line: number): Source => ({ file, pointer, line, column: 5 });

type Cell = [value: unknown, from: ValueFrom, source?: Source, atBreakpoint?: string];

/** A field whose value is given per breakpoint (mobile, tablet, desktop). */
export function field(prop: string, cells: [Cell, Cell, Cell], overridden = false, overriddenAt: string[] = []): FieldView {
  const values: FieldValue[] = cells.map(([value, from, source, atBreakpoint], i) => {
    const v: FieldValue = { breakpoint: breakpoints[i]!.name, value, from };
    if (source) v.source = source;
    if (atBreakpoint) v.atBreakpoint = atBreakpoint;
    return v;
  });
  return { prop, values, overridden, overriddenAt };
}

const same = (value: unknown, from: ValueFrom, source?: Source): [Cell, Cell, Cell] => [
  [value, from, source],
  [value, from, source],
  [value, from, source],
];

function node(key: string, widget: string, source: Source, extra: Partial<OutlineNode> = {}): OutlineNode {
  return { key, widget, mode: 'own', source, fields: [], children: [], ...extra };
}

const heroProps = src(PAGE_FILE, '/root/children/0/props', 14);
const gridProps = src(PAGE_FILE, '/root/children/2/props', 30);

export function casinoHome(): PageView {
  const outlet = node('layout:/children/1/children/0', 'Outlet', src(LAYOUT_FILE, '/root/children/1/children/0', 42), {
    mode: 'readonly',
    readonlyReason: 'The Outlet is where the page goes.',
  });
  const layoutRoot = node('layout:', 'Stack', src(LAYOUT_FILE, '/root', 5), {
    id: 'layout',
    mode: 'patch',
    fields: [field('gap', same(0, 'props', src(LAYOUT_FILE, '/root/props/gap', 10)))],
    children: [
      node('layout:/children/0', 'Header', src(LAYOUT_FILE, '/root/children/0', 14), {
        id: 'header',
        mode: 'patch',
        fields: [field('variant', same('bar', 'patch', src(TEMPLATE_FILE, '/patches/layouts/default/header/props/variant', 60)), true)],
        children: [
          node('layout:/children/0/children/0', 'LanguageSwitcher', src(LAYOUT_FILE, '/root/children/0/children/0', 22), {
            id: 'language-switcher',
            mode: 'patch',
          }),
        ],
      }),
      node('layout:/children/1', 'Stack', src(LAYOUT_FILE, '/root/children/1', 28), { id: 'main', mode: 'patch', children: [outlet] }),
      node('layout:/children/2', 'Footer', src(LAYOUT_FILE, '/root/children/2', 50), {
        mode: 'readonly',
        readonlyReason: 'This node comes from layouts/default.json, which other templates share, and has no id to patch it by.',
      }),
    ],
  });
  const pageRoot = node('page:', 'Stack', src(PAGE_FILE, '/root', 4), {
    fields: [field('gap', same(24, 'props', src(PAGE_FILE, '/root/props/gap', 7)), true)],
    children: [
      node('page:/children/0', 'Hero', src(PAGE_FILE, '/root/children/0', 10), {
        id: 'hero',
        fields: [
          field('headline', same('ui.hero.headline', 'props', { ...heroProps, pointer: '/root/children/0/props/headline', line: 15 }), true),
          field('cta', same('ui.register', 'props', { ...heroProps, pointer: '/root/children/0/props/cta', line: 16 }), true),
          field('ctaHref', same('/register', 'props', { ...heroProps, pointer: '/root/children/0/props/ctaHref', line: 17 }), true),
          field('style', same('spotlight', 'default')),
          field(
            'height',
            [
              [220, 'default'],
              [320, 'at', src(PAGE_FILE, '/root/children/0/at/tablet/height', 20), 'tablet'],
              [320, 'at', src(PAGE_FILE, '/root/children/0/at/tablet/height', 20), 'tablet'],
            ],
            true,
            ['tablet'],
          ),
        ],
      }),
      node('page:/children/1', 'HeroCarousel', src(PAGE_FILE, '/root/children/1', 24), {
        id: 'promos',
        when: { auth: 'guest' },
        fields: [
          field('interval', same(6000, 'default')),
          field('autoplay', same(true, 'default')),
          field('height', same(180, 'base', src(BASE_FILE, '/pages/home/root/children/1/props/height', 88))),
          field('showTitles', same(false, 'default')),
          field('limit', same(8, 'default')),
        ],
      }),
      node('page:/children/2', 'GameGrid', src(PAGE_FILE, '/root/children/2', 28), {
        id: 'hot-games',
        when: { flag: '!maintenance' },
        fields: [
          field('gameType', same('', 'props', { ...gridProps, pointer: '/root/children/2/props/gameType', line: 31 }), true),
          field('title', same('ui.hotGames', 'props', { ...gridProps, pointer: '/root/children/2/props/title', line: 32 }), true),
          field('limit', same(12, 'props', { ...gridProps, pointer: '/root/children/2/props/limit', line: 33 }), true),
          field(
            'columns',
            [
              [2, 'props', { ...gridProps, pointer: '/root/children/2/props/columns', line: 34 }],
              [4, 'at', src(PAGE_FILE, '/root/children/2/at/tablet/columns', 39), 'tablet'],
              [6, 'at', src(PAGE_FILE, '/root/children/2/at/desktop/columns', 42), 'desktop'],
            ],
            true,
            ['tablet', 'desktop'],
          ),
          field('tile', same('portrait', 'props', { ...gridProps, pointer: '/root/children/2/props/tile', line: 35 }), true),
          field('more', same(false, 'default')),
          field('showProvider', same(true, 'default')),
        ],
      }),
    ],
  });
  return { template: 'casino1', page: 'home', layout: 'default', breakpoints, layoutRoot, pageRoot, version: 7 };
}

/** The node with this key in the view (throws, so a test names a node that exists). */
export function nodeOf(view: PageView, key: string): OutlineNode {
  const walk = (n: OutlineNode): OutlineNode | undefined => (n.key === key ? n : n.children.map(walk).find(Boolean));
  const found = walk(view.layoutRoot) ?? walk(view.pageRoot);
  if (!found) throw new Error(`no node ${key} in the fixture`);
  return found;
}

const entry = (
  name: string,
  description: string,
  propsSchema: Record<string, unknown>,
  defaults: Record<string, unknown>,
  extra: Partial<WidgetEntry> = {},
): WidgetEntry => ({
  name,
  description,
  propsSchema,
  defaults,
  messageProps: [],
  imageProps: [],
  colourProps: [],
  container: false,
  ...extra,
});

/** The catalog's widget entries for the widgets of the fixture (schemas as in widgets/<Name>/schema.ts), plus a banner with a colour and an image prop. */
export const widgets: WidgetEntry[] = [
  entry(
    'Stack',
    'A layout primitive: children in a row, a column or a grid.',
    {
      type: 'object',
      additionalProperties: false,
      properties: {
        direction: { description: 'Children in a row, a column, a grid, or a sidebar beside the main column.', enum: ['row', 'column', 'grid', 'sidebar'] },
        gap: { description: 'Space between children in px.', type: 'integer', minimum: 0, maximum: 96 },
        padding: { description: 'Padding inside the stack in px.', type: 'integer', minimum: 0, maximum: 96 },
      },
    },
    { direction: 'column', gap: 16, padding: 0 },
    { container: true },
  ),
  entry(
    'Hero',
    'A headline, a text and a call-to-action button.',
    {
      type: 'object',
      additionalProperties: false,
      properties: {
        headline: { description: 'Message key of the headline.', type: 'string' },
        cta: { description: "Message key of the call-to-action button's label; no button when unset.", examples: ['ui.register'], type: 'string' },
        ctaHref: { description: 'Where the call-to-action button goes (a path on this site).', type: 'string', pattern: '^/' },
        style: { description: 'Look of the hero: `spotlight`, `split` or `banner`.', enum: ['spotlight', 'split', 'banner'] },
        height: { description: 'Height of the hero in px.', type: 'integer', minimum: 80, maximum: 640 },
      },
    },
    { headline: 'ui.hero.headline', ctaHref: '/register', style: 'spotlight', height: 220 },
    { messageProps: ['headline', 'cta'] },
  ),
  entry(
    'HeroCarousel',
    'Promotion banners that slide by themselves.',
    {
      type: 'object',
      additionalProperties: false,
      properties: {
        interval: { description: 'Milliseconds each slide stays before the next.', type: 'integer', minimum: 2000, maximum: 30000 },
        autoplay: { description: 'Move to the next slide by itself.', type: 'boolean' },
        height: { description: 'Slide height in px; the slide image covers it.', type: 'integer', minimum: 80, maximum: 640 },
        showTitles: { description: 'Show the slide title over the image.', type: 'boolean' },
        limit: { description: 'Most slides the carousel shows.', type: 'integer', minimum: 1, maximum: 20 },
      },
    },
    { interval: 6000, autoplay: true, height: 180, showTitles: false, limit: 8 },
  ),
  entry(
    'GameGrid',
    'A grid of game tiles of one category.',
    {
      type: 'object',
      additionalProperties: false,
      properties: {
        gameType: { description: "Category by the backend's game_type ('' is hot games).", enum: ['', 'slot_game', 'live_casino', 'fish_game'] },
        title: { description: 'Message key of the heading; no heading when unset.', examples: ['ui.cat.slot_game'], type: 'string' },
        columns: { description: 'Columns of tiles.', type: 'integer', minimum: 1, maximum: 12 },
        limit: { description: 'Most games the grid holds; unset: the whole category.', type: 'integer', minimum: 1, maximum: 10000 },
        tile: { description: 'Shape of a game tile.', enum: ['portrait', 'square', 'landscape'] },
        more: { description: 'Add a "See all" link to the category page.', type: 'boolean' },
        showProvider: { description: "Show the provider's name under each game.", type: 'boolean' },
      },
    },
    { gameType: '', columns: 3, tile: 'portrait', more: false, showProvider: true },
    { messageProps: ['title'] },
  ),
  entry(
    'Header',
    'The site header: logo, navigation and account actions.',
    { type: 'object', properties: { variant: { enum: ['bar', 'stacked'] } } },
    { variant: 'bar' },
    { container: true },
  ),
  entry('LanguageSwitcher', 'Pick the language of the site.', { type: 'object', properties: {} }, {}),
  entry('Footer', 'Links, licences and payment logos at the bottom of every page.', { type: 'object', properties: {} }, {}),
  entry('Outlet', 'Where the page goes inside the layout.', { type: 'object', properties: {} }, {}),
  entry(
    'PromoBanner',
    'One promotion: an image on a coloured band.',
    {
      type: 'object',
      additionalProperties: false,
      properties: {
        image: { description: 'The banner image (a path on the site).', type: 'string' },
        background: { description: 'Colour of the band behind the image.', type: 'string', pattern: '^#[0-9a-f]{6}$' },
        caption: { description: 'Message key of the caption.', type: 'string' },
      },
    },
    { background: '#101820' },
    { imageProps: ['image'], colourProps: ['background'], messageProps: ['caption'] },
  ),
];

export const widgetOf = (name: string): WidgetEntry => {
  const w = widgets.find((x) => x.name === name);
  if (!w) throw new Error(`no widget ${name} in the fixture`);
  return w;
};

export const editor: Permissions = { edit: true, publish: false };
export const viewer: Permissions = { edit: false, publish: false };

export function problem(file: string, pointer: string, message: string, severity: 'error' | 'warning' = 'error'): StudioProblem {
  return { ruleId: 'schema', severity, file, line: 1, column: 1, pointer, message };
}
