import { join } from 'node:path';
import type { ValidationIssue } from '../../../../schemas/validator-types.ts';
import type { FileKind } from '../../../project/config-files.ts';
import { getAt } from '../../../project/json-pointer.ts';
import { didYouMean } from '../../../project/levenshtein.ts';
import type { ProjectFs } from '../../../project/project-fs.ts';
import { REPO_ROOT } from '../../../project/repo.ts';

const SCHEMA_FILE: Partial<Record<FileKind, string>> = {
  routes: 'routes.schema.json',
  layout: 'layout.schema.json',
  page: 'page.schema.json',
  template: 'template.schema.json',
};

const cache = new Map<string, unknown>();

/** A generated schema, read the first time an unknown property needs its names (clean runs never pay). */
function schema(fs: ProjectFs, name: string): unknown {
  if (!cache.has(name)) cache.set(name, JSON.parse(fs.readText(join(REPO_ROOT, 'schemas', 'generated', name)) ?? 'null'));
  return cache.get(name);
}

/**
 * The closest allowed property name for an `additionalProperties` issue: the object schema the
 * issue's schemaPath names lists them. A node's props are checked inside node.schema.json (the
 * page, layout and template schemas $ref it), so a path into its allOf resolves there.
 */
export function propertySuggestion(issue: ValidationIssue, kind: FileKind, fs: ProjectFs): string | undefined {
  if (issue.keyword !== 'additionalProperties' || !issue.schemaPath.endsWith('/additionalProperties')) return undefined;
  const path = issue.schemaPath.slice(1, -'/additionalProperties'.length);
  const file = path.startsWith('/allOf/') ? 'node.schema.json' : SCHEMA_FILE[kind];
  if (!file) return undefined;
  const object = getAt(schema(fs, file), path);
  const properties = typeof object === 'object' && object !== null ? (object as Record<string, unknown>)['properties'] : undefined;
  if (typeof properties !== 'object' || properties === null) return undefined;
  return didYouMean(String(issue.params['additionalProperty']), Object.keys(properties));
}
