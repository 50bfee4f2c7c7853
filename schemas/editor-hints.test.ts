import { mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Ajv from 'ajv';
import { describe, expect, it } from 'vitest';
import { readHintData } from './editor-hints.ts';
import { validateLayout, validatePage, validateRoutes, validateTemplate } from './generated/validators.js';
import { isRecord } from './is-record.ts';

type Json = Record<string, unknown>;

/** The value at a path of property names (arrays by index), or undefined. */
function get(value: unknown, ...path: (string | number)[]): unknown {
  let at = value;
  for (const seg of path) at = Array.isArray(at) ? at[Number(seg)] : isRecord(at) ? at[seg] : undefined;
  return at;
}

const root = join(import.meta.dirname, '..');
const generated = join(root, 'schemas', 'generated');
const read = (kind: string): Json => JSON.parse(readFileSync(join(generated, `${kind}.schema.json`), 'utf8')) as Json;
const node = read('node');
const template = read('template');
const page = read('page');
const routes = read('routes');
/** A `#/definitions/<name>` reference of a schema followed within its document. */
const deref = (schema: unknown, within: Json): unknown => {
  const ref = get(schema, '$ref');
  return typeof ref === 'string' ? get(within, 'definitions', ref.split('/').at(-1) ?? '') : schema;
};
/** The `then` of the node schema's branch for a widget. */
const branch = (widget: string): unknown =>
  get(
    (Array.isArray(node['allOf']) ? node['allOf'] : []).find((b: unknown) => get(b, 'if', 'properties', 'widget', 'const') === widget),
    'then',
  );
const strings = (v: unknown): string[] => (Array.isArray(v) ? v.filter((x): x is string => typeof x === 'string') : []);

describe('editor hints in the generated schemas (hover and completion)', () => {
  it('gives each design token its own description, with its example in the hover text', () => {
    const tokens = get(template, 'properties', 'schemes', 'additionalProperties', 'properties');
    const descriptions = Object.values(isRecord(tokens) ? tokens : {}).map((t) => get(t, 'description'));
    expect(new Set(descriptions).size).toBe(descriptions.length);
    expect(get(tokens, 'bg', 'description')).toBe('Page background colour.');
    expect(get(tokens, 'primary', 'description')).not.toContain('font');
    expect(get(tokens, 'font', 'description')).toContain('font-family');
    expect(get(tokens, 'bg', 'markdownDescription')).toBe('Page background colour.\n\nExample: `"#0f0d16"`');
  });

  it("shows a prop's default and an example when hovered (VS Code hovers markdownDescription only)", () => {
    const columns = get(branch('GameGrid'), 'properties', 'props', 'properties', 'columns');
    expect(get(columns, 'default')).toBeDefined();
    expect(get(columns, 'markdownDescription')).toContain(`Default: \`${JSON.stringify(get(columns, 'default'))}\``);
    const body = get(branch('Hero'), 'properties', 'props', 'properties', 'body');
    expect(get(body, 'markdownDescription')).toBe('Message key of the text under the headline; none when unset.\n\nExample: `"ui.hero.body"`');
    expect(get(template, 'properties', 'layout', 'markdownDescription')).toContain('Example: `"template1"`');
  });

  it("completes breakpoint names in every `at`: a node's, each widget's and a patch's", () => {
    const names = ['mobile', 'tablet', 'desktop', 'desktopWide', 'template4'];
    expect(get(node, 'properties', 'at', 'propertyNames', 'examples')).toEqual(expect.arrayContaining(names));
    expect(get(branch('GameGrid'), 'properties', 'at', 'propertyNames', 'examples')).toEqual(expect.arrayContaining(names));
    expect(get(template, 'definitions', 'node-patch', 'properties', 'at', 'propertyNames', 'examples')).toEqual(expect.arrayContaining(names));
  });

  it('completes message keys (locales/en and brand copy) in message-key props and page titles', () => {
    const keys = strings(get(node, 'definitions', 'messageKey', 'examples'));
    expect(keys).toEqual(expect.arrayContaining(['ui.hotGames', 'ui.hero.headline', 'validation.required', 'errors.invalidTac']));
    expect(keys.length).toBeGreaterThan(500);
    expect(get(branch('Hero'), 'properties', 'props', 'properties', 'headline', 'anyOf')).toEqual([{ $ref: '#/definitions/messageKey' }]);
    expect(get(branch('InfoCards'), 'properties', 'props', 'properties', 'items', 'items', 'properties', 'title', 'anyOf')).toEqual([
      { $ref: '#/definitions/messageKey' },
    ]);
    expect(get(page, 'properties', 'title', 'anyOf')).toEqual([{ $ref: 'node.schema.json#/definitions/messageKey' }]);
  });

  it('completes patch targets and the props of the widget each id names', () => {
    const pages = get(template, 'properties', 'patches', 'properties', 'pages');
    expect(get(pages, 'propertyNames', 'examples')).toEqual(expect.arrayContaining(['home', 'slots', 'promotions']));
    expect(get(pages, 'properties', 'home', 'propertyNames', 'examples')).toEqual(expect.arrayContaining(['hot-games', 'home-carousel']));
    const hotGames = deref(get(pages, 'properties', 'home', 'properties', 'hot-games'), template);
    expect(get(hotGames, 'properties', 'props', 'propertyNames', 'examples')).toEqual(expect.arrayContaining(['title', 'columns', 'gameType']));
    expect(get(hotGames, 'properties', 'props', 'properties', 'title', 'markdownDescription')).toContain('Message key of the heading');
    expect(get(hotGames, 'properties', 'at', 'additionalProperties', 'propertyNames', 'examples')).toContain('columns');
    const layouts = get(template, 'properties', 'patches', 'properties', 'layouts');
    expect(get(layouts, 'propertyNames', 'examples')).toEqual(expect.arrayContaining(['template1', 'default']));
    expect(
      get(deref(get(layouts, 'properties', 'template1', 'properties', 'floating'), template), 'properties', 'props', 'propertyNames', 'examples'),
    ).toContain('side');
  });

  it('completes layout and extends names, with the written example first', () => {
    expect(get(template, 'properties', 'layout', 'examples')).toEqual(expect.arrayContaining(['template1', 'template23', 'minigame']));
    expect(get(template, 'properties', 'extends', 'examples', 0)).toBe('_casino');
    expect(get(template, 'properties', 'extends', 'examples')).toEqual(expect.arrayContaining(['_slot', '_sportsbook', 'casino1']));
    expect(get(routes, 'properties', 'routes', 'items', 'properties', 'layout', 'examples')).toEqual(expect.arrayContaining(['default', 'template1']));
    expect(get(template, 'properties', 'pages', 'propertyNames', 'examples')).toContain('home');
  });

  describe('no completion list becomes an error', () => {
    const ajv = new Ajv({ strict: false, allErrors: true, allowUnionTypes: true });
    for (const kind of ['node', 'layout', 'page', 'template', 'routes']) ajv.addSchema(read(kind));
    const validate = (kind: string, value: unknown) => {
      const v = ajv.getSchema(`${kind}.schema.json`);
      if (!v) throw new Error(kind);
      return v(value) ? [] : (v.errors ?? []).map((e) => `${e.instancePath} ${e.message ?? ''}`);
    };

    it('gives every config of this repository the verdict the validators give', () => {
      const dir = join(root, 'site-configs');
      const validators = { routes: validateRoutes, template: validateTemplate, page: validatePage, layout: validateLayout };
      const files: [keyof typeof validators, string][] = [
        ['routes', 'routes.json'],
        ...(['templates', 'pages', 'layouts'] as const).flatMap((sub) =>
          readdirSync(join(dir, sub)).map((f): [keyof typeof validators, string] => [sub.slice(0, -1) as keyof typeof validators, `${sub}/${f}`]),
        ),
      ];
      let valid = 0;
      for (const [kind, file] of files) {
        const value: unknown = JSON.parse(readFileSync(join(dir, file), 'utf8'));
        const verdict = validators[kind](value);
        if (verdict) valid++;
        expect(validate(kind, value).length === 0, file).toBe(verdict);
      }
      // the family bases, shared pages, layouts and routes are whole files (a child template is a patch of its base)
      expect(valid).toBeGreaterThan(70);
    });

    it('accepts names that exist only in a config directory outside this checkout', () => {
      const outside = {
        version: 1,
        key: 'acme1',
        extends: 'acmebase',
        layout: 'acme-layout',
        breakpoints: { small: 0, huge: 1900 },
        messages: { 'acme.line': { EN: 'Acme' } },
        pages: { lobby: { root: { widget: 'GameGrid', props: { title: 'brand.acme.line' }, at: { huge: { columns: 8 } } } } },
        patches: {
          pages: {
            home: { 'hot-games': { props: { title: 'brand.acme.line' }, at: { huge: { columns: 8 } } }, 'acme-only': { props: { x: 1 } } },
            lobby: { a: { when: {} } },
          },
          layouts: { 'acme-layout': { 'acme-nav': { props: { sticky: true } } }, template1: { floating: { at: { huge: { side: 'left' } } } } },
        },
      };
      expect(validate('template', outside)).toEqual([]);
      expect(validate('routes', { version: 1, routes: [{ path: '/lobby', page: 'lobby', guard: 'none', layout: 'acme-layout' }] })).toEqual([]);
      expect(
        validate('page', { version: 1, title: 'brand.acme.line', root: { widget: 'Hero', props: { headline: 'my.own.key' }, at: { huge: { height: 300 } } } }),
      ).toEqual([]);
    });

    it('still refuses what the validators refuse (a hint adds no leniency either)', () => {
      expect(validate('page', { version: 1, root: { widget: 'GameGrid', props: { columns: 'many' } } })).not.toEqual([]);
      expect(validate('template', { version: 1, key: 'acme1', patches: { pages: { home: { 'hot-games': { colour: 'red' } } } } })).not.toEqual([]);
    });
  });

  it("lists a project's brand copy keys among the message keys", () => {
    const dir = mkdtempSync(join(tmpdir(), 'editor-hints-'));
    try {
      mkdirSync(join(dir, 'site-configs', 'templates'), { recursive: true });
      mkdirSync(join(dir, 'locales', 'en'), { recursive: true });
      writeFileSync(join(dir, 'locales', 'en', 'ui.json'), '{ "home": "Home" }');
      writeFileSync(
        join(dir, 'site-configs', 'templates', 'acme1.json'),
        JSON.stringify({ key: 'acme1', messages: { 'home.headline': { EN: 'x' } }, breakpoints: { wide: 1400 } }),
      );
      const data = readHintData(dir);
      expect(data.messageKeys).toEqual(['ui.home', 'brand.home.headline']);
      expect(data.breakpoints).toEqual(['wide']);
      expect(data.templates).toEqual(['acme1']);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
