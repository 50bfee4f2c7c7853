/**
 * Lint-clean mutations of the shipped configs (issue 15 part 2): reorder and move children, change props
 * within their widget's schema, add and remove optional widgets, add per-breakpoint props. Each
 * mutation is plain data (a kind and a few choice numbers read modulo what exists), so fast-check
 * shrinks a failure to the smallest choice. Shared by the lint-clean property test and, once the
 * server reads configs at run time, the render step.
 */
import fc from 'fast-check';
import nodeSchema from '../../../schemas/generated/node.schema.json' with { type: 'json' };
import { getAt } from '../../../engine/project/json-pointer.ts';
import { OUTLET } from '../../../schemas/outlet.ts';

type Json = Record<string, unknown>;

interface PropSchema {
  type?: string;
  enum?: unknown[];
  minimum?: number;
  maximum?: number;
  pattern?: string;
}

interface WidgetProps {
  required: string[];
  /** props whose valid values can be generated without context: enums, bounded numbers, booleans */
  settable: [key: string, schema: PropSchema][];
}

/** Each widget's props schema, read from the generated node schema (the one the validators use). */
export const WIDGET_PROPS: ReadonlyMap<string, WidgetProps> = new Map(
  nodeSchema.allOf.flatMap((rule): [string, WidgetProps][] => {
    const name = (rule.if as { properties?: { widget?: { const?: string } } }).properties?.widget?.const;
    const props = (rule.then as { properties?: { props?: { required?: string[]; properties?: Record<string, PropSchema> } } }).properties?.props;
    if (!name || !props) return [];
    const settable = Object.entries(props.properties ?? {}).filter(
      ([, s]) =>
        (Array.isArray(s.enum) && s.enum.length > 0) || s.type === 'boolean' || (s.type === 'integer' && s.minimum !== undefined && s.maximum !== undefined),
    );
    return [[name, { required: props.required ?? [], settable }]];
  }),
);

/** Widgets a mutation may add: no required props, and not page-specific (a game frame, a form, a cashier need their route). */
const ADDABLE = ['Marquee', 'Hero', 'GameRail', 'PartnersPanel', 'WinnersBoard', 'InfoCards', 'Stack', 'PageHeading'].filter(
  (w) => WIDGET_PROPS.has(w) && (WIDGET_PROPS.get(w)?.required.length ?? 1) === 0,
);

export type MutationKind = 'reorder' | 'move' | 'set-prop' | 'add' | 'remove' | 'set-at';

export interface Mutation {
  kind: MutationKind;
  /** choice numbers, each read modulo the options at that point */
  a: number;
  b: number;
  c: number;
}

export const mutationArb: fc.Arbitrary<Mutation> = fc.record({
  kind: fc.constantFrom<MutationKind>('reorder', 'move', 'set-prop', 'add', 'remove', 'set-at'),
  a: fc.nat(1000),
  b: fc.nat(1000),
  c: fc.nat(1000),
});

interface Place {
  node: Json;
  parent: Json | undefined;
  index: number;
  depth: number;
}

function places(root: unknown): Place[] {
  const out: Place[] = [];
  const visit = (node: unknown, parent: Json | undefined, index: number, depth: number) => {
    if (typeof node !== 'object' || node === null || Array.isArray(node)) return;
    out.push({ node: node as Json, parent, index, depth });
    const children = (node as Json)['children'];
    if (Array.isArray(children)) children.forEach((c, i) => visit(c, node as Json, i, depth + 1));
  };
  visit(root, undefined, 0, 1);
  return out;
}

const pick = <T>(list: readonly T[], n: number): T | undefined => (list.length ? list[n % list.length] : undefined);

function hasOutlet(node: Json): boolean {
  return places(node).some((p) => p.node['widget'] === OUTLET);
}

/** A node with an id is an address: another template may patch it, and lint rightly refuses its removal. */
function hasId(node: Json): boolean {
  return places(node).some((p) => typeof p.node['id'] === 'string');
}

function valueFor(schema: PropSchema, n: number): unknown {
  if (Array.isArray(schema.enum)) return schema.enum[n % schema.enum.length];
  if (schema.type === 'boolean') return n % 2 === 0;
  const min = schema.minimum ?? 0;
  const max = schema.maximum ?? min;
  return min + (n % (max - min + 1));
}

function childrenOf(node: Json): unknown[] {
  const c = node['children'];
  if (Array.isArray(c)) return c;
  const fresh: unknown[] = [];
  node['children'] = fresh;
  return fresh;
}

/**
 * Applies one mutation to the tree at `rootPointer` of a config document, in place. `breakpoints`
 * are the names valid in an `at` key wherever the tree renders. Returns a description, or undefined
 * when the tree offers nothing to mutate this way.
 */
export function applyMutation(doc: Json, rootPointer: string, m: Mutation, breakpoints: readonly string[]): string | undefined {
  const all = places(getAt(doc, rootPointer));
  const widgets = all.filter((p) => p.node['widget'] !== OUTLET);
  switch (m.kind) {
    case 'reorder': {
      const p = pick(
        all.filter((x) => Array.isArray(x.node['children']) && (x.node['children'] as unknown[]).length > 1),
        m.a,
      );
      if (!p) return undefined;
      const children = p.node['children'] as unknown[];
      const i = m.b % children.length;
      const j = m.c % children.length;
      [children[i], children[j]] = [children[j], children[i]];
      return `swap children ${i} and ${j} of ${String(p.node['widget'])}`;
    }
    case 'move': {
      const moving = pick(
        widgets.filter((x) => x.parent && !hasOutlet(x.node)),
        m.a,
      );
      if (!moving?.parent) return undefined;
      const inside = new Set(places(moving.node).map((x) => x.node));
      const target = pick(
        all.filter((x) => x.node['widget'] === 'Stack' && !inside.has(x.node)),
        m.b,
      );
      if (!target) return undefined;
      (moving.parent['children'] as unknown[]).splice(moving.index, 1);
      const into = childrenOf(target.node);
      into.splice(m.c % (into.length + 1), 0, moving.node);
      return `move ${String(moving.node['widget'])} into a Stack`;
    }
    case 'set-prop': {
      const p = pick(
        widgets.filter((x) => (WIDGET_PROPS.get(String(x.node['widget']))?.settable.length ?? 0) > 0),
        m.a,
      );
      if (!p) return undefined;
      const [key, schema] = pick(WIDGET_PROPS.get(String(p.node['widget']))?.settable ?? [], m.b) ?? [];
      if (!key || !schema) return undefined;
      const props = (p.node['props'] ??= {}) as Json;
      props[key] = valueFor(schema, m.c);
      return `${String(p.node['widget'])}.${key} = ${JSON.stringify(props[key])}`;
    }
    case 'add': {
      const target = pick(
        all.filter((x) => x.node['widget'] === 'Stack'),
        m.a,
      );
      const widget = pick(ADDABLE, m.b);
      if (!target || !widget) return undefined;
      const into = childrenOf(target.node);
      into.splice(m.c % (into.length + 1), 0, { widget });
      return `add ${widget}`;
    }
    case 'remove': {
      const p = pick(
        widgets.filter((x) => x.parent && !hasOutlet(x.node) && !hasId(x.node)),
        m.a,
      );
      if (!p?.parent) return undefined;
      (p.parent['children'] as unknown[]).splice(p.index, 1);
      return `remove ${String(p.node['widget'])}`;
    }
    case 'set-at': {
      const p = pick(
        widgets.filter((x) => (WIDGET_PROPS.get(String(x.node['widget']))?.settable.length ?? 0) > 0),
        m.a,
      );
      const bp = pick(breakpoints, m.b);
      if (!p || !bp) return undefined;
      const [key, schema] = pick(WIDGET_PROPS.get(String(p.node['widget']))?.settable ?? [], m.c) ?? [];
      if (!key || !schema) return undefined;
      const at = (p.node['at'] ??= {}) as Record<string, Json>;
      const over = (at[bp] ??= {});
      over[key] = valueFor(schema, m.a + m.c);
      return `${String(p.node['widget'])}.at.${bp}.${key} = ${JSON.stringify(over[key])}`;
    }
  }
}
