/**
 * Editors' help for every field of the config files (layouts, pages, templates, routes and the
 * node fields they share): schemas/build.ts writes each entry into the generated *.schema.json as
 * `description` and `examples`, which VS Code shows on hover and in completion. Kept apart from the
 * schemas so the validators' types stay small; a path here that no longer names a field fails the
 * build, and schemas/docs.test.ts fails on a field without help.
 *
 * A path is field names joined by `/`; `*` steps into `additionalProperties`, `[]` into `items`.
 */

import type { FieldDoc } from './field-doc.ts';
import { BRAND_LANGUAGES } from './template.ts';
import { templateBrandDocs } from './template-brand-docs.ts';
import { templatePublishingDocs } from './template-publishing-docs.ts';
import { jurisdictionDocs } from './jurisdiction-docs.ts';
import { templateTargetingDocs, whenTargetingDocs } from './targeting-docs.ts';

type Docs = Record<string, FieldDoc>;

const schemaRef = (kind: string, up: string): FieldDoc => ({
  description: `The JSON Schema editors check this file against (completion and hover help); the runtime ignores it.`,
  examples: [`${up}schemas/generated/${kind}.schema.json`],
});

const version: FieldDoc = {
  description: 'Config format version. `npx migrate` upgrades older files; config-lint reports a file that needs it.',
  examples: [1],
};

const root: FieldDoc = {
  description: "The tree's root node: a widget with its props, per-breakpoint overrides and children.",
  examples: [{ widget: 'Stack', props: { direction: 'column', gap: 16 }, children: [{ widget: 'Outlet' }] }],
};

export const nodeDocs: Docs = {
  widget: {
    description: 'The registered widget this node renders (a folder in widgets/), or `Outlet`: where a layout puts the page.',
    examples: ['GameGrid', 'Outlet'],
  },
  id: {
    description: 'A stable name for this node, unique in its tree (lowercase letters, digits and dashes): tools address the node by it.',
    examples: ['hot-games'],
  },
  props: {
    description: "The widget's props; what is left out takes the widget's default.",
    examples: [{ columns: 3 }],
  },
  at: {
    description: "Props per breakpoint name: each applies from that breakpoint's min-width up, over `props` and smaller breakpoints.",
    examples: [{ tablet: { columns: 4 }, desktop: { columns: 6 } }],
  },
  when: {
    description:
      'Show the node only when every rule named holds: signed in or not, a site flag (`!flag`: off), a time window, languages, breakpoints, markets, currencies, an experiment variant (docs/targeting.md).',
    examples: [{ auth: 'player' }, { flag: 'gamify_status' }, { from: '2026-12-24T18:00', markets: ['PH'] }],
  },
  'when/auth': {
    description: '`player`: only when signed in; `guest`: only when signed out.',
    examples: ['guest'],
  },
  'when/flag': {
    description: 'A site flag from the startup data that must be on; `!name` requires it off.',
    examples: ['live_chat', '!gamify_status'],
  },
  ...whenTargetingDocs('when'),
  $lint: {
    description: 'config-lint rule ids switched off for this node and everything inside it; an id that suppresses nothing is reported (unused-suppression).',
    examples: [['redundant-override']],
  },
  children: {
    description: 'Child nodes, in order (for container widgets such as Stack and FloatingArea).',
    examples: [[{ widget: 'Hero' }, { widget: 'GameRail', props: { gameType: 'casino' } }]],
  },
};

export const layoutDocs: Docs = {
  $schema: schemaRef('layout', '../../'),
  version,
  name: {
    description: "The layout's name, the same as its file name: templates and routes choose a layout by it.",
    examples: ['template1'],
  },
  description: {
    description: 'What the layout is for, for operators (not shown on the site).',
    examples: ['Top bar, category rail on the left, footer with partners'],
  },
  root: { ...root, description: `${root.description} Exactly one node is an \`Outlet\`: where the page goes.` },
};

export const pageDocs: Docs = {
  $schema: schemaRef('page', '../../'),
  version,
  title: {
    description: "Message key of the page's title (the browser tab and the SEO fallback).",
    examples: ['ui.home'],
  },
  root,
};

const token = (description: string, example: string): FieldDoc => ({ description, examples: [example] });

export const templateDocs: Docs = {
  $schema: schemaRef('template', '../../'),
  version,
  key: {
    description: "The template's key, the same as its file name: a site's theme_code selects it. Family bases start with `_`.",
    examples: ['casino1'],
  },
  extends: {
    description: 'The template this one builds on (JSON Merge Patch): only what differs is written here.',
    examples: ['_casino'],
  },
  family: {
    description: 'The kind of site the template is for; family bases (`_casino`, `_slot`, `_sportsbook`) set it.',
    examples: ['casino'],
  },
  label: {
    description: 'A human name for the template, shown by the tools.',
    examples: ['Casino 1'],
  },
  layout: {
    description: 'The layout (site-configs/layouts/<name>.json) that frames every page, unless a route names its own.',
    examples: ['template1'],
  },
  breakpoints: {
    description: "Breakpoint names and their min-width in px: the names a node's `at` may use.",
    examples: [{ mobile: 320, tablet: 768, desktop: 1024 }],
  },
  'breakpoints/*': {
    description: "The breakpoint's min-width in px.",
    examples: [768],
  },
  schemes: {
    description: "Colour schemes by name (`color{N}-1` … `color{N}-5`); the site's theme_color picks one.",
    examples: [
      {
        'color1-1': {
          bg: '#0f0d16',
          surface: '#181622',
          surface2: '#232131',
          text: '#f4f5f8',
          muted: '#b4bac8',
          primary: '#d8f425',
          onPrimary: '#111111',
          accent: '#4c85e6',
          border: '#353248',
        },
      },
    ],
  },
  'schemes/*': {
    description: 'One colour scheme: design tokens emitted as CSS custom properties (--color-bg, …).',
    examples: [
      {
        bg: '#0f0d16',
        surface: '#181622',
        surface2: '#232131',
        text: '#f4f5f8',
        muted: '#b4bac8',
        primary: '#d8f425',
        onPrimary: '#111111',
        accent: '#4c85e6',
        border: '#353248',
      },
    ],
  },
  'schemes/*/bg': token('Page background colour.', '#0f0d16'),
  'schemes/*/surface': token('Background of cards and panels.', '#181622'),
  'schemes/*/surface2': token('Background of raised or nested surfaces (inputs, hovered rows).', '#232131'),
  'schemes/*/text': token('Main text colour, on `bg` and the surfaces.', '#f4f5f8'),
  'schemes/*/muted': token('Secondary text colour (captions, hints).', '#b4bac8'),
  'schemes/*/primary': token('Brand colour of primary buttons and highlights.', '#d8f425'),
  'schemes/*/onPrimary': token('Text colour on `primary`.', '#111111'),
  'schemes/*/accent': token('Second brand colour (links, badges).', '#4c85e6'),
  'schemes/*/border': token('Colour of borders and dividers.', '#353248'),
  'schemes/*/radius': token('Corner radius of cards and buttons: one non-negative CSS length or percentage.', '10px'),
  'schemes/*/font': token(
    'The font stack: a CSS font-family list (family names and generic families, nothing else).',
    "system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif",
  ),
  authEntry: {
    description: 'How a guest reaches login: where a guarded route sends them, and what the login button does.',
    examples: [{ guardRedirect: { to: '/login' }, loginAction: 'route' }],
  },
  'authEntry/guardRedirect': {
    description: 'Where a guest who opens a player-only route is sent, optionally opening a dialog there.',
    examples: [{ to: '/', openModal: 'login', delayMs: 300 }],
  },
  'authEntry/guardRedirect/to': {
    description: 'The path on this site the guest is sent to (one leading `/`; no `//`, backslash or scheme).',
    examples: ['/login'],
  },
  'authEntry/guardRedirect/openModal': {
    description: 'A dialog to open after the redirect: login or sign-in.',
    examples: ['login'],
  },
  'authEntry/guardRedirect/delayMs': {
    description: 'How long after the redirect the dialog opens, in ms.',
    examples: [300],
  },
  'authEntry/loginAction': {
    description: 'What the login button does: open the login dialog (`modal`) or go to /login (`route`).',
    examples: ['modal'],
  },
  pages: {
    description: 'Page trees by route page key that replace the shared ones in site-configs/pages/ for this template.',
    examples: [{ home: { root: { widget: 'Stack', children: [{ widget: 'HeroCarousel' }] } } }],
  },
  'pages/*': {
    description: "This template's tree for the page.",
    examples: [{ root: { widget: 'Stack', children: [{ widget: 'HeroCarousel' }] } }],
  },
  'pages/*/root': root,
  patches: {
    description: 'Changes to single nodes of shared pages and layouts, addressed by node id, without copying the tree.',
    examples: [{ pages: { home: { 'hot-games': { props: { gameType: 'slot_game' } } } } }],
  },
  'patches/pages': {
    description: 'Node patches by page name, then node id.',
    examples: [{ home: { 'hot-games': { props: { limit: 12 } } } }],
  },
  'patches/pages/*/*/props': {
    description: "Props set over the node's own, one by one.",
    examples: [{ gameType: 'slot_game' }],
  },
  'patches/pages/*/*/at': {
    description: "Per-breakpoint props merged over the node's own `at`.",
    examples: [{ desktop: { columns: 6 } }],
  },
  'patches/pages/*/*/when': {
    description: "Replaces the node's visibility rule.",
    examples: [{ auth: 'guest' }],
  },
  'patches/pages/*/*/when/auth': {
    description: '`player`: only when signed in; `guest`: only when signed out.',
    examples: ['player'],
  },
  'patches/pages/*/*/when/flag': {
    description: 'A site flag from the startup data that must be on; `!name` requires it off.',
    examples: ['gamify_status'],
  },
  ...whenTargetingDocs('patches/pages/*/*/when'),
  'patches/layouts': {
    description: 'Node patches by layout name, then node id.',
    examples: [{ template1: { 'hot-games': { props: { limit: 12 } } } }],
  },
  'patches/layouts/*/*/props': {
    description: "Props set over the node's own, one by one.",
    examples: [{ gameType: 'slot_game' }],
  },
  'patches/layouts/*/*/at': {
    description: "Per-breakpoint props merged over the node's own `at`.",
    examples: [{ desktop: { columns: 6 } }],
  },
  'patches/layouts/*/*/when': {
    description: "Replaces the node's visibility rule.",
    examples: [{ auth: 'guest' }],
  },
  'patches/layouts/*/*/when/auth': {
    description: '`player`: only when signed in; `guest`: only when signed out.',
    examples: ['player'],
  },
  'patches/layouts/*/*/when/flag': {
    description: 'A site flag from the startup data that must be on; `!name` requires it off.',
    examples: ['gamify_status'],
  },
  ...whenTargetingDocs('patches/layouts/*/*/when'),
};

/** The template's own copy (docs/operators.md "Brand copy"), one entry per language code. */
const brandCopyDocs: Docs = {
  messages: {
    description:
      "This brand's own texts (a headline, a banner), per key then language code; a prop names one as `brand.<key>`. Published with the configs, no build; a language without its text shows the English one.",
    examples: [{ 'home.headline': { EN: 'Big wins every night', CN: '每晚大奖' } }],
  },
  'messages/*': {
    description: 'One text in each language the brand writes it in (ICU message syntax, as in locales/); `EN` is required, the others fall back to it.',
    examples: [{ EN: 'Big wins every night', CN: '每晚大奖' }],
  },
  ...Object.fromEntries(
    BRAND_LANGUAGES.map((code) => [
      `messages/*/${code}`,
      {
        description: `The text on ${code} pages (an ICU message: text, {arguments}, plural).`,
        examples: [code === 'CN' ? '每晚大奖' : 'Big wins every night'],
      },
    ]),
  ),
};

export const routesDocs: Docs = {
  $schema: schemaRef('routes', '../'),
  version,
  routes: {
    description: 'Every route of every site: its path, the page it shows and who may open it.',
    examples: [[{ path: '/', page: 'home', guard: 'none' }]],
  },
  'routes/[]': {
    description: 'One route.',
    examples: [{ path: '/deposit', page: 'deposit', guard: 'auth' }],
  },
  'routes/[]/path': {
    description: 'The URL path (lowercase letters, digits and dashes after the slash).',
    examples: ['/slots'],
  },
  'routes/[]/page': {
    description: "The page key: site-configs/pages/<page>.json, or a template's `pages` entry.",
    examples: ['slots'],
  },
  'routes/[]/guard': {
    description: "`auth`: players only (guests follow the template's authEntry); `guest`: guests only; `none`: everyone.",
    examples: ['none'],
  },
  'routes/[]/layout': {
    description: "A layout for this route instead of the template's.",
    examples: ['bare'],
  },
};

/** The generated schemas the docs above belong to, by schema name. */
export const configDocs: Record<string, Docs> = {
  node: nodeDocs,
  layout: layoutDocs,
  page: pageDocs,
  template: { ...templateDocs, ...brandCopyDocs, ...templateBrandDocs, ...jurisdictionDocs, ...templateTargetingDocs, ...templatePublishingDocs },
  routes: routesDocs,
};
