import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { isRecord } from '../../schemas/is-record.ts';
import { REPO_ROOT } from '../project/repo.ts';
import { readWidgetManifest } from '../project/widget-defaults.ts';
import type { WidgetEntry } from './contract.ts';

type Json = Record<string, unknown>;

const WIDGETS_DIR = join(REPO_ROOT, 'widgets');
const MESSAGE_KEY_REF = '#/definitions/messageKey';
/** the extensions rule missing-asset treats as site assets */
const IMAGE_FILE = /\.(svg|png|jpe?g|webp|gif|ico|avif)$/i;

/** Each widget's props schema as the generated node schema has it (descriptions, defaults and editors' hints written in). */
function propsSchemas(): Map<string, Json> {
  const node: unknown = JSON.parse(readFileSync(join(REPO_ROOT, 'schemas', 'generated', 'node.schema.json'), 'utf8'));
  const out = new Map<string, Json>();
  const branches = isRecord(node) && Array.isArray(node['allOf']) ? node['allOf'] : [];
  for (const branch of branches) {
    if (!isRecord(branch) || !isRecord(branch['if']) || !isRecord(branch['then'])) continue;
    const test = branch['if']['properties'];
    const widget = isRecord(test) && isRecord(test['widget']) ? test['widget']['const'] : undefined;
    const props = isRecord(branch['then']['properties']) ? branch['then']['properties']['props'] : undefined;
    if (typeof widget === 'string' && isRecord(props)) out.set(widget, props);
  }
  return out;
}

const properties = (schema: Json): [string, Json][] =>
  Object.entries(isRecord(schema['properties']) ? schema['properties'] : {}).filter((e): e is [string, Json] => isRecord(e[1]));

const text = (s: Json) => `${typeof s['description'] === 'string' ? s['description'] : ''}`;
const strings = (s: Json, key: string) => (Array.isArray(s[key]) ? s[key].filter((v): v is string => typeof v === 'string') : []);
const isStringProp = (s: Json) => s['type'] === 'string' && !Array.isArray(s['enum']);

/**
 * A message-key prop: build:schemas' editor hints (schemas/editor-hints.ts) point every string prop
 * whose description starts "Message key" at the shared `messageKey` list; the same test here, on the
 * same generated schema, so the inspector's message search and the editor's completion agree.
 */
function isMessageProp(s: Json): boolean {
  const refs = Array.isArray(s['anyOf']) ? s['anyOf'] : [];
  return refs.some((r) => isRecord(r) && r['$ref'] === MESSAGE_KEY_REF) || (s['type'] === 'string' && text(s).startsWith('Message key'));
}

/**
 * An image prop: a free string (no enum) that is a path on the site and whose default or examples
 * name an image file (the extensions rule missing-asset checks under public/), or whose description
 * says it is an image's path. Icons and logos picked by name are enums, not images.
 */
function isImageProp(s: Json): boolean {
  if (!isStringProp(s)) return false;
  const samples = [...strings(s, 'examples'), ...(typeof s['default'] === 'string' ? [s['default']] : [])];
  return samples.some((v) => v.startsWith('/') && IMAGE_FILE.test(v)) || /\b(image|picture|icon) (path|url)\b/i.test(text(s));
}

/**
 * A colour prop: a free string the schema marks as a CSS colour (`format: "color"`), or whose
 * description starts "Colour" / "CSS colour", or whose examples are all hex colours. A choice among
 * the scheme's named colours is an enum (Stack's `surface`), shown as a select instead.
 */
function isColourProp(s: Json): boolean {
  if (!isStringProp(s)) return false;
  const examples = strings(s, 'examples');
  return s['format'] === 'color' || /^(css )?colou?r\b/i.test(text(s)) || (examples.length > 0 && examples.every((v) => /^#[0-9a-f]{3,8}$/i.test(v)));
}

/**
 * Whether the widget renders children: its component takes `children` from WidgetComponentProps.
 * The manifest does not say, and configs cannot (any node may list children; only these render them).
 */
function isContainer(name: string): boolean {
  const file = join(WIDGETS_DIR, name, 'Component.tsx');
  if (!existsSync(file)) return false;
  return /export default function \w+\(\s*\{[^}]*\bchildren\b[^}]*\}\s*:\s*WidgetComponentProps/.test(readFileSync(file, 'utf8'));
}

let cached: WidgetEntry[] | undefined;

/** Every registered widget (schemas/generated: the props schemas and manifests build:schemas wrote), by name. */
export function widgetEntries(): WidgetEntry[] {
  if (cached) return cached;
  const manifest = readWidgetManifest(WIDGETS_DIR).widgets;
  const schemas = propsSchemas();
  cached = Object.entries(manifest)
    .map(([name, m]): WidgetEntry => {
      const propsSchema = schemas.get(name) ?? { type: 'object', properties: {} };
      const props = properties(propsSchema);
      return {
        name,
        // the README's "Why" line of the hydration plan (README.md and the manifest say the same): what the widget is and does
        description: m.hydrateReason,
        propsSchema,
        defaults: m.defaults,
        messageProps: props.filter(([, s]) => isMessageProp(s)).map(([k]) => k),
        imageProps: props.filter(([, s]) => isImageProp(s)).map(([k]) => k),
        colourProps: props.filter(([, s]) => isColourProp(s)).map(([k]) => k),
        container: isContainer(name),
      };
    })
    .sort((a, b) => a.name.localeCompare(b.name));
  return cached;
}

/** One widget's entry. */
export function widgetEntry(name: string): WidgetEntry | undefined {
  return widgetEntries().find((w) => w.name === name);
}
