import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { createElement, type ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { validateLayout, validatePage } from '../../schemas/generated/validators.js';
import widgetNames from '../../schemas/generated/widget-names.json' with { type: 'json' };
import nodeSchema from '../../schemas/generated/node.schema.json' with { type: 'json' };
import { Render } from '../../src/render/Render.tsx';
import { createRegistry } from '../../src/render/registry.ts';
import type { Breakpoint, Node, RegisteredWidget, RenderContext, TreeData, WidgetComponentProps } from '../../src/render/types.ts';

/**
 * Issue 11 part 5: thousands of mutated layout and page configs. Mutations that break the schema by
 * construction must be rejected by the precompiled validators (what config-lint runs); every config
 * the validators accept must render with react-dom/server without an error escaping a widget's
 * boundary, whatever the widgets and their loaders do.
 */

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };
type ConfigFile = { kind: 'page' | 'layout'; name: string; body: Record<string, unknown> };

const root = join(import.meta.dirname, '../..');
const validate = (file: ConfigFile, body: unknown) => (file.kind === 'page' ? validatePage(body) : validateLayout(body));

function readConfigs(kind: ConfigFile['kind'], dir: string): ConfigFile[] {
  return readdirSync(join(root, dir))
    .filter((f) => f.endsWith('.json'))
    .map((f) => ({ kind, name: `${dir}/${f}`, body: JSON.parse(readFileSync(join(root, dir, f), 'utf8')) as Record<string, unknown> }));
}

// Colleagues edit these files while this runs: a file that is invalid right now is no seed.
const all = [...readConfigs('page', 'site-configs/pages'), ...readConfigs('layout', 'site-configs/layouts')];
const seeds = all.filter((f) => validate(f, f.body));

const NAMES: string[] = widgetNames;
const NAME_SET = new Set(['Outlet', ...NAMES]);
const NODE_KEYS = new Set(Object.keys(nodeSchema.properties));

/** Widgets whose props schema forbids unknown keys (every one should: house rule). */
const CLOSED_PROPS = new Set(
  nodeSchema.allOf.flatMap((rule) => {
    const name = (rule.if as { properties?: { widget?: { const?: string } } }).properties?.widget?.const;
    const props = (rule.then as { properties?: { props?: { additionalProperties?: unknown } } }).properties?.props;
    return name && props?.additionalProperties === false ? [name] : [];
  }),
);

const BREAKPOINTS: Breakpoint[] = [
  { name: 'mobile', width: 320 },
  { name: 'mobileMedium', width: 375 },
  { name: 'mobileWide', width: 425 },
  { name: 'tablet', width: 768 },
  { name: 'desktop', width: 1024 },
  { name: 'desktopMedium', width: 1280 },
  { name: 'desktopWide', width: 1600 },
];

// ---- tree addressing -------------------------------------------------------------------------

const clone = <T>(v: T): T => structuredClone(v);

function nodePaths(node: Node, at: number[] = []): number[][] {
  return [at, ...(node.children ?? []).flatMap((c, i) => nodePaths(c, [...at, i]))];
}

function nodeAt(tree: Node, at: number[]): Node {
  return at.reduce<Node>((n, i) => n.children![i]!, tree);
}

/** A copy of the file with the node at `at` replaced by what `edit` returns (it may return anything). */
function editNode(file: ConfigFile, at: number[], edit: (node: Node) => unknown): Record<string, unknown> {
  const body = clone(file.body);
  const tree = body.root as Node;
  if (at.length === 0) {
    body.root = edit(tree);
    return body;
  }
  const parent = nodeAt(tree, at.slice(0, -1));
  (parent.children as unknown[])[at.at(-1)!] = edit(parent.children![at.at(-1)!]!);
  return body;
}

// ---- arbitraries ---------------------------------------------------------------------------------

const seedArb = fc.constantFrom(...seeds);
const seedAndPath = seedArb.chain((file) => fc.tuple(fc.constant(file), fc.constantFrom(...nodePaths(file.body.root as Node))));
const notAnObject = fc.oneof(fc.integer(), fc.string(), fc.boolean(), fc.constant(null), fc.array(fc.integer(), { maxLength: 3 }));
const validWhen = fc.record(
  { auth: fc.constantFrom('player', 'guest'), flag: fc.constantFrom('gamify_status', '!free_game', 'show_referral') },
  { requiredKeys: [] },
);
const unknownName = fc.stringMatching(/^[A-Z][A-Za-z0-9]{0,10}$/).filter((n) => !NAME_SET.has(n));

/** Mutations that make a config schema-invalid whatever the seed. */
const invalidating: fc.Arbitrary<{ what: string; body: (file: ConfigFile, at: number[]) => unknown }> = fc.oneof(
  unknownName.map((name) => ({ what: `unknown widget ${name}`, body: (f: ConfigFile, at: number[]) => editNode(f, at, (n) => ({ ...n, widget: name })) })),
  fc.constant({ what: 'widget name missing', body: (f: ConfigFile, at: number[]) => editNode(f, at, ({ widget: _w, ...rest }) => rest) }),
  fc
    .string({ minLength: 1, maxLength: 8 })
    .filter((k) => !NODE_KEYS.has(k))
    .map((k) => ({
      what: `unknown node key ${k}`,
      body: (f: ConfigFile, at: number[]) => editNode(f, at, (n) => ({ ...n, [k]: 1 })),
    })),
  notAnObject.map((v) => ({
    what: `props ${JSON.stringify(v)}`,
    body: (f: ConfigFile, at: number[]) => editNode(f, at, (n) => (n.widget === 'Outlet' ? 7 : { ...n, props: v })),
  })),
  fc.tuple(fc.constantFrom(...BREAKPOINTS.map((b) => b.name)), notAnObject).map(([bp, v]) => ({
    what: `at.${bp} ${JSON.stringify(v)}`,
    body: (f: ConfigFile, at: number[]) => editNode(f, at, (n) => ({ ...n, at: { [bp]: v } })),
  })),
  fc
    .oneof(
      fc
        .string()
        .filter((s) => s !== 'player' && s !== 'guest')
        .map((auth) => ({ auth })),
      fc.stringMatching(/^[A-Z0-9 .-]{1,6}$/).map((flag) => ({ flag })),
      fc.constant({ role: 'admin' }),
      notAnObject,
    )
    .map((when) => ({ what: `when ${JSON.stringify(when)}`, body: (f: ConfigFile, at: number[]) => editNode(f, at, (n) => ({ ...n, when })) })),
  fc
    .stringMatching(/^[A-Z _][A-Za-z _]{0,6}$/)
    .map((id) => ({ what: `id ${id}`, body: (f: ConfigFile, at: number[]) => editNode(f, at, (n) => ({ ...n, id })) })),
  fc.oneof(fc.string(), fc.integer(), fc.constant({ widget: 'Stack' })).map((children) => ({
    what: `children ${JSON.stringify(children)}`,
    body: (f: ConfigFile, at: number[]) => editNode(f, at, (n) => ({ ...n, children })),
  })),
  fc.constantFrom<Partial<Node>>({ props: {} }, { at: {} }, { children: [] }).map((extra) => ({
    what: `Outlet with ${Object.keys(extra)[0]}`,
    body: (f: ConfigFile, at: number[]) =>
      editNode(f, at, (n) => ({ ...n, children: [...(n.widget === 'Outlet' ? [] : (n.children ?? [])), { widget: 'Outlet', ...extra }] })),
  })),
  fc.constant({
    what: 'unknown prop on a closed props schema',
    body: (f: ConfigFile, at: number[]) =>
      editNode(f, at, (n) => (CLOSED_PROPS.has(n.widget) ? { ...n, props: { ...n.props, zzFuzz: 1 } } : { ...n, widget: 'zz' })),
  }),
  fc
    .oneof(fc.constant(2), fc.constant('1'), fc.constant(null))
    .map((version) => ({ what: `version ${String(version)}`, body: (f: ConfigFile) => ({ ...clone(f.body), version }) })),
  fc.constant({ what: 'root missing', body: (f: ConfigFile) => ({ ...clone(f.body), root: undefined }) }),
  fc.constant({ what: 'unknown top-level key', body: (f: ConfigFile) => ({ ...clone(f.body), layoutz: true }) }),
);

/** Mutations the schema allows: structure, visibility, dropped props and overrides. */
const preserving: fc.Arbitrary<(n: Node) => Node> = fc.oneof(
  fc.constant((n: Node) => (n.children?.length ? { ...n, children: n.children.slice(1) } : n)),
  fc.constant((n: Node) => (n.children?.length ? { ...n, children: [...n.children, ...n.children] } : n)),
  fc.constant((n: Node) => (n.children?.length ? { ...n, children: [...n.children].reverse() } : n)),
  validWhen.map((when) => (n: Node) => (n.widget === 'Outlet' ? n : { ...n, when })),
  fc.constant(({ at: _at, ...n }: Node) => n),
  fc.constant(({ when: _when, ...n }: Node) => n),
  fc.constant(({ children: _c, ...n }: Node) => (n.widget === 'Outlet' ? n : { ...n, children: [] })),
);

// ---- the renderer, with a fake registry ---------------------------------------------------------

/** A widget that renders its name, or throws when its (deterministic) luck says so, like a buggy widget would. */
function fakeWidget(name: string): RegisteredWidget {
  function Fake({ props, data, children, className, path }: WidgetComponentProps): ReactNode {
    let h = 0;
    for (const ch of `${name}${path}`) h = (h * 31 + ch.charCodeAt(0)) | 0;
    if ((h & 7) === 0) throw new Error(`${name} at ${path} failed on purpose`);
    if (data && typeof data === 'object' && 'message' in data && (h & 3) === 1) throw new Error(`${name} cannot show its loader error`);
    return createElement('div', { 'data-w': name, className, 'data-props': JSON.stringify(props).length }, children);
  }
  return { name, defaults: { columns: 2 }, component: Fake, cssVars: { columns: '--fuzz-cols', gap: '--fuzz-gap', height: '--fuzz-h' } };
}
const registry = createRegistry(NAMES.map(fakeWidget));

const ctxArb: fc.Arbitrary<RenderContext> = fc.record({
  isAuthenticated: fc.boolean(),
  flags: fc.dictionary(fc.constantFrom('gamify_status', 'free_game', 'show_referral'), fc.boolean()),
  breakpoints: fc.constant(BREAKPOINTS),
  breakpoint: fc.constantFrom(...BREAKPOINTS.map((b) => b.name), 'template9', ''),
  unavailableText: fc.constant('This section is unavailable right now.'),
  dev: fc.constant(false),
});

function dataFor(tree: Node, prefix: string, seed: number): TreeData {
  const data: TreeData = {};
  nodePaths(tree).forEach((at, i) => {
    const path = [prefix, ...at].join('/');
    const pick = (seed + i) % 3;
    if (pick === 0) data[path] = { ok: false, error: 'backend down' };
    else if (pick === 1) data[path] = { ok: true, value: { games: 'not a list', total: null } };
  });
  return data;
}

function render(body: Record<string, unknown>, ctx: RenderContext, seed: number): string {
  const tree = body.root as Node;
  return renderToString(
    createElement(Render, { root: tree, prefix: 'page', registry, ctx, data: dataFor(tree, 'page', seed), outlet: createElement('main', null, 'page') }),
  );
}

// ---- properties ----------------------------------------------------------------------------------

describe('config fuzz', () => {
  beforeAll(() => {
    // failing fake widgets and loaders log on purpose
    vi.spyOn(console, 'error').mockImplementation(() => {});
    vi.spyOn(console, 'warn').mockImplementation(() => {});
  });
  afterAll(() => {
    vi.restoreAllMocks();
  });

  it('has valid seeds: the shipped page and layout configs', () => {
    expect(seeds.length).toBeGreaterThan(all.length / 2);
  });

  it('rejects every config broken by construction', () => {
    fc.assert(
      fc.property(seedAndPath, invalidating, ([file, at], mutation) => {
        const body = mutation.body(file, at);
        expect(validate(file, body), `${file.name} @ /${at.join('/')}: ${mutation.what}`).toBe(false);
      }),
      { numRuns: 3000 },
    );
  });

  it('accepts schema-preserving mutations and renders them without an error escaping a widget', () => {
    fc.assert(
      fc.property(seedAndPath, fc.array(preserving, { minLength: 1, maxLength: 4 }), ctxArb, fc.nat(), ([file, at], edits, ctx, seed) => {
        const body = editNode(file, at, (n) => edits.reduce((node, e) => e(node), n));
        expect(validate(file, body), `${file.name} @ /${at.join('/')}`).toBe(true);
        expect(() => render(body, ctx, seed)).not.toThrow();
      }),
      { numRuns: 600 },
    );
  });

  it('renders any props the validators accept (random JSON in props and overrides)', () => {
    let accepted = 0;
    fc.assert(
      fc.property(
        seedAndPath,
        fc.string({ maxLength: 12 }),
        fc.jsonValue({ maxDepth: 3 }) as fc.Arbitrary<Json>,
        fc.constantFrom(undefined, ...BREAKPOINTS.map((b) => b.name)),
        ctxArb,
        fc.nat(),
        ([file, at], key, value, bp, ctx, seed) => {
          const body = editNode(file, at, (n) => {
            if (n.widget === 'Outlet') return n;
            const existing = Object.keys(n.props ?? {});
            const k = existing.length > 0 && key.length % 2 === 0 ? existing[key.length % existing.length]! : key;
            return bp ? { ...n, at: { ...n.at, [bp]: { ...n.at?.[bp], [k]: value } } } : { ...n, props: { ...n.props, [k]: value } };
          });
          if (!validate(file, body)) return;
          accepted++;
          expect(() => render(body, ctx, seed)).not.toThrow();
        },
      ),
      { numRuns: 1500 },
    );
    expect(accepted).toBeGreaterThan(0);
  });

  it('a widget that throws stays inside its boundary: the rest of the page renders', () => {
    const tree: Node = { widget: NAMES[0]!, children: NAMES.slice(0, 16).map((widget) => ({ widget })) };
    const html = render(
      { version: 1, root: tree },
      {
        isAuthenticated: false,
        flags: {},
        breakpoints: BREAKPOINTS,
        breakpoint: 'desktop',
        dev: false,
        unavailableText: 'This section is unavailable right now.',
      },
      0,
    );
    expect(html).toContain('data-w=');
    // on the server a thrown widget leaves its Suspense boundary to the client (React's "$!" marker)
    expect(html).toContain('<!--$!-->');
  });
});
