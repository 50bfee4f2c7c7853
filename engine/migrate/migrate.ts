import type { FileKind } from '../project/config-files.ts';
import { CURRENT_VERSION } from './version.ts';
import { migrations } from './migrations/index.ts';
import type { Json, JsonObject } from './types.ts';

const SCHEMA_BY_KIND: Partial<Record<FileKind, string>> = {
  routes: '../schemas/generated/routes.schema.json',
  layout: '../../schemas/generated/layout.schema.json',
  page: '../../schemas/generated/page.schema.json',
  template: '../../schemas/generated/template.schema.json',
};

export class MigrationError extends Error {}

/** A file's format version: none means it predates versioning (0). */
export function versionOf(doc: JsonObject): number {
  const v = doc['version'];
  if (v === undefined) return 0;
  if (typeof v !== 'number' || !Number.isInteger(v) || v < 0) throw new MigrationError(`"version" must be a whole number, got ${JSON.stringify(v)}`);
  return v;
}

export function needsMigration(doc: JsonObject): boolean {
  return versionOf(doc) < CURRENT_VERSION;
}

/** `$schema` first, then `version`, then the rest in their order: the shape every config file has. */
function withHeader(doc: JsonObject, kind: FileKind, version: number): JsonObject {
  const { $schema, version: _old, ...rest } = doc;
  const schema: Json | undefined = $schema ?? SCHEMA_BY_KIND[kind];
  return { ...(schema !== undefined ? { $schema: schema } : {}), version, ...rest };
}

/** Runs every migration from the file's version up to the current one, in order. */
export function migrateDocument(doc: JsonObject, kind: FileKind): { doc: JsonObject; from: number; to: number } {
  const from = versionOf(doc);
  if (from > CURRENT_VERSION) throw new MigrationError(`version ${from} is newer than this tool (${CURRENT_VERSION}): update the code`);
  let out = doc;
  let v = from;
  while (v < CURRENT_VERSION) {
    const step = migrations.find((m) => m.from === v);
    if (!step) throw new MigrationError(`no migration from version ${v}`);
    out = withHeader(step.migrate(out, kind), kind, step.to);
    v = step.to;
  }
  return { doc: out, from, to: v };
}

/** How config files are written: 2-space JSON and a final newline, as the shipped files are. */
export function formatJson(doc: Json): string {
  return `${JSON.stringify(doc, null, 2)}\n`;
}
