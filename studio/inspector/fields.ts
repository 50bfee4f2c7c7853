/**
 * The inspector's rules, apart from React: which control a prop gets (from its JSON Schema and the
 * catalog's hints), the value and provenance at the chosen breakpoint, whether this template overrides
 * it there, a client-side check (for marking only: the server's lint is the judge), and which field
 * a problem's pointer lands on.
 */
import type { EditMode, FieldValue, FieldView, StudioProblem, WidgetEntry } from '../../engine/studio/contract.ts';
import { isRecord } from '../../schemas/is-record.ts';

export type FieldKind = 'colour' | 'image' | 'message' | 'enum' | 'integer' | 'number' | 'boolean' | 'string' | 'json';

export interface PropSchema {
  type?: string | string[];
  enum?: unknown[];
  description?: string;
  default?: unknown;
  examples?: unknown[];
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  exclusiveMaximum?: number;
  pattern?: string;
  minLength?: number;
  maxLength?: number;
}

/** The widget's props in schema order, each with its schema (an empty one for a prop the schema lacks). */
export function propsOf(widget: WidgetEntry | undefined, fields: readonly FieldView[]): { prop: string; schema: PropSchema; known: boolean }[] {
  const properties = isRecord(widget?.propsSchema.properties) ? widget.propsSchema.properties : {};
  const listed = Object.entries(properties).map(([prop, schema]) => ({ prop, schema: (isRecord(schema) ? schema : {}) as PropSchema, known: true }));
  const extra = fields.filter((f) => !Object.hasOwn(properties, f.prop)).map((f) => ({ prop: f.prop, schema: {}, known: false }));
  return [...listed, ...extra];
}

export function kindOf(prop: string, schema: PropSchema, widget: WidgetEntry | undefined): FieldKind {
  if (widget?.colourProps.includes(prop)) return 'colour';
  if (widget?.imageProps.includes(prop)) return 'image';
  if (widget?.messageProps.includes(prop)) return 'message';
  if (schema.enum) return 'enum';
  const type = Array.isArray(schema.type) ? schema.type.find((t) => t !== 'null') : schema.type;
  if (type === 'integer' || type === 'number' || type === 'boolean' || type === 'string') return type;
  return 'json';
}

/** The value in effect at the scope: at a breakpoint, that breakpoint's; for "All", the base value (the first breakpoint not set by an `at`). */
export function valueAt(field: FieldView | undefined, breakpoint: string | null): FieldValue | undefined {
  if (!field) return undefined;
  // a value an `at` set (the node's own, a patch's or a base template's) is not the base props'
  return breakpoint === null
    ? field.values.find((v) => v.from !== 'at' && v.atBreakpoint === undefined)
    : field.values.find((v) => v.breakpoint === breakpoint);
}

const FROM_TEXT = { default: 'widget default', props: 'props', patch: 'patch', base: 'base template' } as const;

/** "From at.tablet, pages/home.json:39": where the value at the scope comes from. */
export function provenanceText(value: FieldValue | undefined, fallbackDefault: unknown): string {
  if (!value) return fallbackDefault === undefined ? 'Not set' : 'From widget default';
  const what =
    value.from === 'at' ? `at.${value.atBreakpoint ?? value.breakpoint}` : `${FROM_TEXT[value.from]}${value.atBreakpoint ? ` at.${value.atBreakpoint}` : ''}`;
  if (value.from === 'default' && value.value === undefined) return 'Not set';
  return value.source ? `From ${what}, ${value.source.file}:${value.source.line}` : `From ${what}`;
}

/** Whether "Reset to inherited" applies at the scope: this template writes the prop there itself. */
export function overriddenHere(field: FieldView | undefined, breakpoint: string | null, mode: EditMode): boolean {
  if (!field) return false;
  if (breakpoint !== null) return field.overriddenAt.includes(breakpoint);
  if (!field.overridden) return false;
  // overridden may only mean at.* writes; the base value says whether props (or a patch of them) are written too
  if (field.overriddenAt.length === 0) return true;
  const base = valueAt(field, null);
  return base?.from === 'patch' || (base?.from === 'props' && mode === 'own');
}

const fmt = (v: unknown) => JSON.stringify(v);

/** Why a value fails the prop's schema, or null. For marking only: the edit is still sent, so lint's problem appears. */
export function checkValue(schema: PropSchema, value: unknown): string | null {
  if (schema.enum) return schema.enum.some((e) => fmt(e) === fmt(value)) ? null : `Must be one of ${schema.enum.map(fmt).join(', ')}.`;
  const type = Array.isArray(schema.type) ? schema.type.find((t) => t !== 'null') : schema.type;
  if (type === 'integer' || type === 'number') {
    if (typeof value !== 'number' || !Number.isFinite(value)) return 'Must be a number.';
    if (type === 'integer' && !Number.isInteger(value)) return 'Must be a whole number.';
    if (schema.minimum !== undefined && value < schema.minimum) return `Must be at least ${schema.minimum}.`;
    if (schema.maximum !== undefined && value > schema.maximum) return `Must be at most ${schema.maximum}.`;
    if (schema.exclusiveMinimum !== undefined && value <= schema.exclusiveMinimum) return `Must be more than ${schema.exclusiveMinimum}.`;
    if (schema.exclusiveMaximum !== undefined && value >= schema.exclusiveMaximum) return `Must be less than ${schema.exclusiveMaximum}.`;
    return null;
  }
  if (type === 'boolean') return typeof value === 'boolean' ? null : 'Must be on or off.';
  if (type === 'string') {
    if (typeof value !== 'string') return 'Must be text.';
    if (schema.minLength !== undefined && value.length < schema.minLength) return `Must be at least ${schema.minLength} characters.`;
    if (schema.maxLength !== undefined && value.length > schema.maxLength) return `Must be at most ${schema.maxLength} characters.`;
    if (schema.pattern !== undefined && !new RegExp(schema.pattern, 'u').test(value)) return `Must match ${schema.pattern}.`;
  }
  return null;
}

export const sameValue = (a: unknown, b: unknown) => fmt(a) === fmt(b);

const unescape = (segment: string) => segment.replace(/~1/g, '/').replace(/~0/g, '~');

/** Where a problem's pointer lands in a node: a prop (at a breakpoint, for an `at` write), the `when`, or the node itself. */
export function problemPlace(pointer: string): { prop: string; breakpoint?: string } | 'when' | null {
  const segments = pointer.split('/').slice(1).map(unescape);
  for (let i = segments.length - 1; i >= 0; i--) {
    const s = segments[i];
    const next = segments[i + 1];
    if (s === 'props' && next !== undefined) return { prop: next };
    if (s === 'at' && next !== undefined && segments[i + 2] !== undefined) return { prop: segments[i + 2]!, breakpoint: next };
    if (s === 'when') return 'when';
  }
  return null;
}

/** The node's problems by the field they land on; `''` holds those on the node itself. */
export function problemsByField(problems: readonly StudioProblem[]): Map<string, StudioProblem[]> {
  const byField = new Map<string, StudioProblem[]>();
  for (const p of problems) {
    const place = problemPlace(p.pointer);
    const key = place === null ? '' : place === 'when' ? 'when' : `prop:${place.prop}`;
    byField.set(key, [...(byField.get(key) ?? []), p]);
  }
  return byField;
}
