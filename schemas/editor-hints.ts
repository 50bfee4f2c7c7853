/**
 * Editors' hints written into the generated *.schema.json only (never into the validators): hover
 * text that shows a field's default and example, and completion lists taken from the repository's
 * data (breakpoint names in `at`, message keys, patch targets and their props, layout and `extends`
 * names). Every list is an annotation (`examples`, `propertyNames.examples`, annotation-only
 * sub-schemas), never `enum`: a config directory outside the checkout may use names this one does
 * not have, and a completion list must not turn into an error there.
 */
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { BRAND_KEY_PREFIX } from './template.ts';
import { isRecord } from './is-record.ts';

type Json = Record<string, unknown>;

/** What the completion lists are made of, read from a project's site-configs/ and locales/en/. */
export interface HintData {
  breakpoints: string[];
  /** built-in keys (`ui.home`) then the brand copy's (`brand.home.headline`) */
  messageKeys: string[];
  layouts: string[];
  /** every template file's name, family bases included: what `extends` may name */
  templates: string[];
  /** page names a template may have or patch: shared pages and templates' own */
  pages: string[];
  /** per page or layout name, the widget of each node id in it (any template's tree of that name) */
  targets: { pages: Record<string, Record<string, string[]>>; layouts: Record<string, Record<string, string[]>> };
}

function readJson(path: string): Json {
  try {
    const value: unknown = JSON.parse(readFileSync(path, 'utf8'));
    return isRecord(value) ? value : {};
  } catch {
    return {};
  }
}

const jsonFiles = (dir: string): string[] =>
  existsSync(dir)
    ? readdirSync(dir)
        .filter((f) => f.endsWith('.json'))
        .sort()
    : [];

/** Node ids of a tree with their widget. */
function idsOf(node: unknown, out: Record<string, string[]>): void {
  if (!isRecord(node)) return;
  const { id, widget, children } = node;
  if (typeof id === 'string' && typeof widget === 'string') out[id] = [...new Set([...(out[id] ?? []), widget])];
  if (Array.isArray(children)) for (const child of children) idsOf(child, out);
}

const sorted = (values: Iterable<string>) => [...new Set(values)].sort();

export function readHintData(root: string): HintData {
  const configs = join(root, 'site-configs');
  const templateNames = jsonFiles(join(configs, 'templates')).map((f) => f.slice(0, -'.json'.length));
  const templates = templateNames.map((name) => readJson(join(configs, 'templates', `${name}.json`)));
  const layouts = jsonFiles(join(configs, 'layouts')).map((f) => f.slice(0, -'.json'.length));
  const sharedPages = jsonFiles(join(configs, 'pages')).map((f) => f.slice(0, -'.json'.length));
  const targets: HintData['targets'] = { pages: {}, layouts: {} };
  for (const name of layouts) idsOf(readJson(join(configs, 'layouts', `${name}.json`))['root'], (targets.layouts[name] = {}));
  for (const name of sharedPages) idsOf(readJson(join(configs, 'pages', `${name}.json`))['root'], (targets.pages[name] = {}));
  const breakpoints: string[] = [];
  const brandKeys: string[] = [];
  for (const t of templates) {
    if (isRecord(t['breakpoints'])) breakpoints.push(...Object.keys(t['breakpoints']));
    if (isRecord(t['messages'])) brandKeys.push(...Object.keys(t['messages']).map((k) => `${BRAND_KEY_PREFIX}${k}`));
    if (isRecord(t['pages'])) for (const [name, page] of Object.entries(t['pages'])) if (isRecord(page)) idsOf(page['root'], (targets.pages[name] ??= {}));
  }
  const builtIn = jsonFiles(join(root, 'locales', 'en')).flatMap((f) =>
    Object.keys(readJson(join(root, 'locales', 'en', f))).map((k) => `${f.slice(0, -'.json'.length)}.${k}`),
  );
  return {
    breakpoints: sorted(breakpoints),
    messageKeys: [...sorted(builtIn), ...sorted(brandKeys)],
    layouts,
    // `extends` names a file (`_casino`), not a `key` (a family base's is `casino0`)
    templates: templateNames,
    pages: sorted(Object.keys(targets.pages)),
    targets: {
      pages: Object.fromEntries(Object.entries(targets.pages).filter(([, ids]) => Object.keys(ids).length > 0)),
      layouts: Object.fromEntries(Object.entries(targets.layouts).filter(([, ids]) => Object.keys(ids).length > 0)),
    },
  };
}

const code = (value: unknown) => {
  const text = JSON.stringify(value);
  return text.length <= 60 ? `\`${text}\`` : `\n\n\`\`\`json\n${JSON.stringify(value, null, 2)}\n\`\`\``;
};

/**
 * VS Code's hover shows a field's description only (not `default` or `examples`): the markdown
 * version it prefers says both.
 */
function hoverText(schema: Json): string | undefined {
  if (typeof schema['description'] !== 'string') return undefined;
  const parts = [schema['description']];
  if ('default' in schema) parts.push(`Default: ${code(schema['default'])}`);
  const examples = schema['examples'];
  // the first example is the one written for reading; a completion list follows it
  if (Array.isArray(examples) && examples.length > 0 && JSON.stringify(examples[0]) !== JSON.stringify(schema['default'])) {
    parts.push(`Example: ${code(examples[0])}`);
  }
  return parts.join('\n\n');
}

const SUBSCHEMA_MAPS = ['properties', 'patternProperties', 'definitions'];
const SUBSCHEMA_LISTS = ['allOf', 'anyOf', 'oneOf'];
const SUBSCHEMAS = ['items', 'additionalProperties', 'not', 'if', 'then', 'else', 'contains', 'propertyNames'];

/** Every schema object inside `schema` (itself included), once each. */
function* subschemas(schema: unknown): Generator<Json> {
  if (!isRecord(schema)) return;
  yield schema;
  for (const [key, value] of Object.entries(schema)) {
    if (SUBSCHEMA_MAPS.includes(key) && isRecord(value)) for (const sub of Object.values(value)) yield* subschemas(sub);
    else if (SUBSCHEMA_LISTS.includes(key) && Array.isArray(value)) for (const sub of value) yield* subschemas(sub);
    else if (SUBSCHEMAS.includes(key)) yield* subschemas(value);
  }
}

function addHover(schema: Json): void {
  for (const s of subschemas(schema)) {
    const text = hoverText(s);
    if (text !== undefined) s['markdownDescription'] = text;
  }
}

const MESSAGE_KEY_DEFINITION = 'messageKey';
const MESSAGE_KEY_REF = { $ref: `#/definitions/${MESSAGE_KEY_DEFINITION}` };
const MESSAGE_KEY_FROM_ELSEWHERE = { $ref: `node.schema.json#/definitions/${MESSAGE_KEY_DEFINITION}` };
const isMessageKeyProp = (s: Json) => typeof s['description'] === 'string' && s['description'].startsWith('Message key');

/** A prop schema with its help only: what a patch's prop shows without checking the value (the node's widget may differ elsewhere). */
function helpOnly(prop: unknown): Json {
  if (!isRecord(prop)) return {};
  const out: Json = {};
  for (const k of ['description', 'markdownDescription', 'default'] as const) if (k in prop) out[k] = prop[k];
  const values = Array.isArray(prop['enum']) ? prop['enum'] : Array.isArray(prop['examples']) ? prop['examples'] : undefined;
  if (values) out['examples'] = values;
  // a message key completes from the node schema's list, as in the node itself
  if (isMessageKeyProp(prop)) out['anyOf'] = [MESSAGE_KEY_FROM_ELSEWHERE];
  return out;
}

/** Each widget's props schema as the node schema has it (annotated, hints added). */
function widgetProps(node: Json): Record<string, Json> {
  const out: Record<string, Json> = {};
  for (const branch of Array.isArray(node['allOf']) ? node['allOf'] : []) {
    if (!isRecord(branch) || !isRecord(branch['if']) || !isRecord(branch['then'])) continue;
    const widget =
      isRecord(branch['if']['properties']) && isRecord(branch['if']['properties']['widget']) ? branch['if']['properties']['widget']['const'] : undefined;
    const props = isRecord(branch['then']['properties']) ? branch['then']['properties']['props'] : undefined;
    if (typeof widget === 'string' && isRecord(props)) out[widget] = props;
  }
  return out;
}

const breakpointNames = (data: HintData) => ({ examples: data.breakpoints });

/** `at` objects: their keys complete to the breakpoint names. */
function hintAt(at: unknown, data: HintData): void {
  if (isRecord(at)) at['propertyNames'] = breakpointNames(data);
}

/**
 * The node schema: `at` keys, message-key props (one shared list under `definitions`, referred to
 * from each such prop), widget names as they are (already an enum of the registered widgets).
 */
function hintNode(node: Json, data: HintData): void {
  node['definitions'] = {
    ...(isRecord(node['definitions']) ? node['definitions'] : {}),
    // no description: VS Code hovers the first matching schema's, and this one matches before the prop
    [MESSAGE_KEY_DEFINITION]: { examples: data.messageKeys },
  };
  if (isRecord(node['properties'])) hintAt(node['properties']['at'], data);
  for (const props of Object.values(widgetProps(node))) {
    for (const s of subschemas(props)) if (s['type'] === 'string' && isMessageKeyProp(s)) s['anyOf'] = [MESSAGE_KEY_REF];
  }
  for (const branch of Array.isArray(node['allOf']) ? node['allOf'] : []) {
    if (isRecord(branch) && isRecord(branch['then']) && isRecord(branch['then']['properties'])) hintAt(branch['then']['properties']['at'], data);
  }
}

const NODE_PATCH = 'node-patch';

/**
 * One tree's patches: its ids complete, and each id's props and `at` keys to its widget's props
 * (help only). The patch schema of each widget is written once under `definitions`: every layout
 * has a `floating` node, and 23 copies of the same help are not worth their weight.
 */
function hintPatchTree(tree: string, byId: Json, ids: Record<string, string[]>, definitions: Json, widgets: Record<string, Json>, data: HintData): Json {
  const nodePatch = isRecord(definitions[NODE_PATCH]) ? definitions[NODE_PATCH] : {};
  const properties = Object.fromEntries(
    Object.entries(ids).map(([id, names]) => {
      const name = `patch-${names.join('-or-')}`;
      if (!(name in definitions)) {
        const propSchemas = Object.assign({}, ...names.map((w) => (isRecord(widgets[w]?.['properties']) ? widgets[w]['properties'] : {}))) as Json;
        const help = Object.fromEntries(Object.entries(propSchemas).map(([k, v]) => [k, helpOnly(v)]));
        const patch = structuredClone(nodePatch);
        const fields = isRecord(patch['properties']) ? patch['properties'] : {};
        const props = { type: 'object', propertyNames: { examples: Object.keys(help) }, properties: help };
        fields['props'] = { ...(isRecord(fields['props']) ? fields['props'] : {}), ...props };
        fields['at'] = { ...(isRecord(fields['at']) ? fields['at'] : {}), propertyNames: breakpointNames(data), additionalProperties: props };
        definitions[name] = patch;
      }
      const example = patchExample(definitions[name]);
      return [
        id,
        { $ref: `#/definitions/${name}`, description: `Patch of node "${id}" (${names.join(' or ')}): props, \`at\` and \`when\`.`, examples: [example] },
      ];
    }),
  );
  const [first = ''] = Object.keys(ids);
  return {
    ...byId,
    description: `Node patches of ${tree} by node id: ${Object.keys(ids).join(', ')}.`,
    examples: [{ [first]: isRecord(properties[first]) && Array.isArray(properties[first]['examples']) ? properties[first]['examples'][0] : {} }],
    propertyNames: { examples: Object.keys(ids) },
    properties,
  };
}

/** A patch worth showing: the widget's first prop that has an example, set to it. */
function patchExample(patch: unknown): Json {
  const props =
    isRecord(patch) && isRecord(patch['properties']) && isRecord(patch['properties']['props']) ? patch['properties']['props']['properties'] : undefined;
  for (const [key, help] of Object.entries(isRecord(props) ? props : {})) {
    if (isRecord(help) && Array.isArray(help['examples']) && help['examples'].length > 0) return { props: { [key]: help['examples'][0] } };
  }
  return { when: { auth: 'player' } };
}

/** A string field's examples: the one written for its help first, then every name the repository has. */
function completeWith(field: unknown, names: readonly string[]): void {
  if (!isRecord(field)) return;
  const written = Array.isArray(field['examples']) ? field['examples'] : [];
  field['examples'] = [...new Set([...written, ...names])];
}

/** The template schema: `extends`, `layout`, page names, breakpoint names, patch targets. */
function hintTemplate(template: Json, widgets: Record<string, Json>, data: HintData): void {
  const fields = isRecord(template['properties']) ? template['properties'] : {};
  const definitions: Json = isRecord(template['definitions']) ? template['definitions'] : {};
  template['definitions'] = definitions;
  completeWith(fields['extends'], data.templates);
  completeWith(fields['layout'], data.layouts);
  if (isRecord(fields['pages'])) fields['pages']['propertyNames'] = { examples: data.pages };
  const patches = isRecord(fields['patches']) && isRecord(fields['patches']['properties']) ? fields['patches']['properties'] : {};
  for (const kind of ['pages', 'layouts'] as const) {
    const byTree = patches[kind];
    if (!isRecord(byTree) || !isRecord(byTree['additionalProperties'])) continue;
    const byId = byTree['additionalProperties'];
    const node = isRecord(byId['additionalProperties']) ? byId['additionalProperties'] : {};
    if (isRecord(node['properties'])) hintAt(node['properties']['at'], data);
    definitions[NODE_PATCH] ??= node;
    byId['additionalProperties'] = { $ref: `#/definitions/${NODE_PATCH}` };
    byTree['propertyNames'] = { examples: kind === 'pages' ? data.pages : data.layouts };
    byTree['properties'] = Object.fromEntries(
      Object.entries(data.targets[kind]).map(([name, ids]) => [
        name,
        hintPatchTree(`${kind === 'pages' ? 'page' : 'layout'} ${name}`, byId, ids, definitions, widgets, data),
      ]),
    );
  }
}

/**
 * The editor schemas: copies of `schemas` with the hints above. The validators are compiled from
 * `schemas` as they are (schemas/build.ts).
 */
export function withEditorHints(schemas: Record<string, Json>, data: HintData): Record<string, Json> {
  const out = JSON.parse(JSON.stringify(schemas)) as Record<string, Json>;
  const { node, page, template, routes } = out;
  if (node) hintNode(node, data);
  const widgets = node ? widgetProps(node) : {};
  if (template) hintTemplate(template, widgets, data);
  if (page && isRecord(page['properties']) && isRecord(page['properties']['title'])) page['properties']['title']['anyOf'] = [MESSAGE_KEY_FROM_ELSEWHERE];
  const route = routes && isRecord(routes['properties']) && isRecord(routes['properties']['routes']) ? routes['properties']['routes']['items'] : undefined;
  if (isRecord(route) && isRecord(route['properties'])) completeWith(route['properties']['layout'], data.layouts);
  for (const name of ['node', 'layout', 'page', 'template', 'routes']) {
    const schema = out[name];
    if (schema) addHover(schema);
  }
  return out;
}
