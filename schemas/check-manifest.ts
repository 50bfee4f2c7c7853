import Ajv from 'ajv';
import { hydratePlans, type HydratePlan, type WidgetManifestFile } from './widget-manifest.ts';
import type { WidgetSchemaEntry } from './widget-schemas.ts';

const CSS_VAR = /^--[a-z][a-z0-9-]*$/;

function isPlan(v: unknown): v is HydratePlan {
  return hydratePlans.some((p) => p === v);
}

const isNames = (v: unknown): v is string[] => Array.isArray(v) && v.every((s) => typeof s === 'string' && s !== '');

/**
 * What is wrong with one widget's manifest, each problem naming its file: defaults that break the
 * props schema (a default the renderer merges must itself be a valid config), CSS variables of
 * props that do not exist, a missing or unknown hydration plan, a `follows`, `query` or `cookies`
 * that is not a list of names.
 */
export function manifestProblems(entry: WidgetSchemaEntry): string[] {
  const file = `widgets/${entry.name}/schema.ts`;
  const problems: string[] = [];
  if (!isPlan(entry.hydrate)) {
    problems.push(`${file}: \`manifest.hydrate\` must be one of ${hydratePlans.join(', ')} (got ${JSON.stringify(entry.hydrate) ?? 'nothing'})`);
  }
  const ajv = new Ajv({ allErrors: true, allowUnionTypes: true });
  const validate = ajv.compile(entry.propsSchema);
  if (!validate(entry.defaults)) {
    for (const e of validate.errors ?? []) {
      const where = e.instancePath ? `defaults${e.instancePath.replaceAll('/', '.')}` : 'defaults';
      const extra = e.keyword === 'additionalProperties' ? ` (${String(e.params['additionalProperty'])})` : '';
      problems.push(`${file}: ${where} ${e.message ?? 'is invalid'}${extra}: a default must satisfy the props schema`);
    }
  }
  for (const key of ['follows', 'query', 'cookies'] as const) {
    if (entry[key] !== undefined && !isNames(entry[key])) problems.push(`${file}: manifest.${key} must be a list of names (got ${JSON.stringify(entry[key])})`);
  }
  const props = (entry.propsSchema['properties'] ?? {}) as Record<string, unknown>;
  for (const [prop, name] of Object.entries(entry.cssVars)) {
    if (!(prop in props)) problems.push(`${file}: cssVars.${prop} names no prop of the schema`);
    if (!CSS_VAR.test(name)) problems.push(`${file}: cssVars.${prop} must be a CSS custom property name like --grid-gap (got ${JSON.stringify(name)})`);
  }
  return problems;
}

/** Every widget's manifest as the tools read it (schemas/generated/widget-manifest.json); throws listing every problem. */
export function buildManifest(entries: readonly WidgetSchemaEntry[]): WidgetManifestFile {
  const problems: string[] = [];
  const widgets: WidgetManifestFile['widgets'] = {};
  for (const e of entries) {
    problems.push(...manifestProblems(e));
    if (!isPlan(e.hydrate)) continue;
    const names = (v: unknown) => (isNames(v) ? v : []);
    widgets[e.name] = {
      defaults: e.defaults,
      cssVars: e.cssVars,
      hydrate: e.hydrate,
      hydrateReason: typeof e.hydrateReason === 'string' ? e.hydrateReason : '',
      follows: names(e.follows),
      query: names(e.query),
      cookies: names(e.cookies),
    };
  }
  if (problems.length > 0) throw new Error(`widget manifest:\n  ${problems.join('\n  ')}`);
  return { widgets };
}
