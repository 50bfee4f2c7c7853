import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { getLanguageService, TextDocument, type CompletionItem, type Hover, type MarkupContent } from 'vscode-json-languageservice';
import { describe, expect, it } from 'vitest';

/**
 * The editor hints as VS Code's own JSON language service (the one VS Code runs) reads the generated
 * schemas: hover text, completion at a cursor, and the diagnostics a file gets.
 */
const generated = join(import.meta.dirname, 'generated');
const schemaUri = (kind: string) => pathToFileURL(join(generated, `${kind}.schema.json`)).href;
const service = getLanguageService({
  schemaRequestService: (uri) => Promise.resolve(readFileSync(fileURLToPath(uri), 'utf8')),
  workspaceContext: { resolveRelativePath: (relative, resource) => new URL(relative, resource).href },
});
service.configure({
  validate: true,
  schemas: [
    { uri: schemaUri('template'), fileMatch: ['*/templates/*.json'] },
    { uri: schemaUri('page'), fileMatch: ['*/pages/*.json'] },
    { uri: schemaUri('layout'), fileMatch: ['*/layouts/*.json'] },
    { uri: schemaUri('routes'), fileMatch: ['*/routes.json'] },
  ],
});

const CURSOR = '|';
/** A config file with the cursor at `|` (removed from the text). */
function open(kind: 'templates' | 'pages' | 'layouts', text: string) {
  const offset = text.indexOf(CURSOR);
  const document = TextDocument.create(
    `file:///srv/site-configs/${kind}/acme1.json`,
    'json',
    1,
    offset < 0 ? text : text.slice(0, offset) + text.slice(offset + 1),
  );
  return { document, json: service.parseJSONDocument(document), position: document.positionAt(Math.max(offset, 0)) };
}

async function hover(kind: 'templates' | 'pages' | 'layouts', text: string): Promise<string> {
  const { document, json, position } = open(kind, text);
  const result: Hover | null = await service.doHover(document, position, json);
  const contents = result?.contents;
  return Array.isArray(contents)
    ? contents.map(String).join('\n')
    : typeof contents === 'string'
      ? contents
      : ((contents as MarkupContent | undefined)?.value ?? '');
}

async function complete(kind: 'templates' | 'pages' | 'layouts', text: string): Promise<string[]> {
  const { document, json, position } = open(kind, text);
  const list = await service.doComplete(document, position, json);
  return (list?.items ?? []).map((i: CompletionItem) => i.label);
}

async function problems(kind: 'templates' | 'pages' | 'layouts', value: unknown): Promise<string[]> {
  const { document, json } = open(kind, JSON.stringify(value, null, 2));
  return (await service.doValidation(document, json)).map((d) => (typeof d.message === 'string' ? d.message : d.message.value));
}

const scheme = '{ "version": 1, "key": "acme1", "schemes": { "color1-1": { "bg": "#000", "primary": "#f00", "font": "serif" } } }';

describe('editor hints in VS Code’s JSON language service', () => {
  it('hovers each colour token with its own description and an example', async () => {
    expect(await hover('templates', scheme.replace('"bg"', '"b|g"'))).toBe('Page background colour.\n\nExample: `"#0f0d16"`');
    expect(await hover('templates', scheme.replace('"primary"', '"pri|mary"'))).toContain('Brand colour of primary buttons');
    expect(await hover('templates', scheme.replace('"font"', '"fo|nt"'))).toContain('font-family');
  });

  it('hovers a widget prop with its default, and a message-key prop with its own description', async () => {
    const grid = await hover('pages', '{ "version": 1, "root": { "widget": "GameGrid", "props": { "colu|mns": 3 } } }');
    expect(grid).toMatch(/Default: `\d+`/);
    const headline = await hover('pages', '{ "version": 1, "root": { "widget": "Hero", "props": { "head|line": "ui.x" } } }');
    expect(headline).toContain('Message key of the headline.');
  });

  it('completes breakpoint names in `at`, message keys in message-key props, patch ids and their widget props', async () => {
    expect(await complete('pages', '{ "version": 1, "root": { "widget": "GameGrid", "at": { | } } }')).toEqual(
      expect.arrayContaining(['mobile', 'tablet', 'desktop', 'template4']),
    );
    expect(await complete('pages', '{ "version": 1, "root": { "widget": "GameGrid", "props": { "title": "|" } } }')).toEqual(
      expect.arrayContaining(['"ui.hotGames"', '"ui.cat.slots"']),
    );
    expect(await complete('templates', '{ "version": 1, "key": "acme1", "patches": { "pages": { "home": { | } } } }')).toEqual(
      expect.arrayContaining(['hot-games', 'home-carousel']),
    );
    expect(await complete('templates', '{ "version": 1, "key": "acme1", "patches": { "pages": { "home": { "hot-games": { "props": { | } } } } } }')).toEqual(
      expect.arrayContaining(['title', 'columns', 'gameType']),
    );
    expect(
      await complete('templates', '{ "version": 1, "key": "acme1", "patches": { "pages": { "home": { "hot-games": { "props": { "title": "|" } } } } } }'),
    ).toEqual(expect.arrayContaining(['"ui.hotGames"']));
    expect(await complete('templates', '{ "version": 1, "key": "acme1", "patches": { "pages": { "home": { "hot-games": { "at": { | } } } } } }')).toEqual(
      expect.arrayContaining(['tablet', 'desktop']),
    );
  });

  it('completes extends and layout names', async () => {
    expect(await complete('templates', '{ "version": 1, "key": "acme1", "extends": "|" }')).toEqual(
      expect.arrayContaining(['"_casino"', '"_slot"', '"casino1"']),
    );
    expect(await complete('templates', '{ "version": 1, "key": "acme1", "layout": "|" }')).toEqual(expect.arrayContaining(['"template1"', '"template23"']));
  });

  it('reports no problem for names only a directory outside the checkout has, and still reports a wrong value', async () => {
    expect(
      await problems('templates', {
        version: 1,
        key: 'acme1',
        extends: 'acmebase',
        layout: 'acme-layout',
        breakpoints: { huge: 1900 },
        messages: { 'acme.line': { EN: 'Acme' } },
        pages: { lobby: { root: { widget: 'GameGrid', props: { title: 'brand.acme.line' }, at: { huge: { columns: 8 } } } } },
        patches: {
          pages: { home: { 'hot-games': { props: { title: 'brand.acme.line' } }, 'acme-only': { props: { x: 1 } } } },
          layouts: { 'acme-layout': { nav: { when: {} } } },
        },
      }),
    ).toEqual([]);
    expect(
      await problems('pages', {
        version: 1,
        title: 'brand.acme.line',
        root: { widget: 'Hero', props: { headline: 'my.own.key' }, at: { huge: { height: 300 } } },
      }),
    ).toEqual([]);
    expect(await problems('pages', { version: 1, root: { widget: 'GameGrid', props: { columns: 'many' } } })).not.toEqual([]);
  });
});
