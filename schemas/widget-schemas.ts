import { readdirSync, existsSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';

type Json = Record<string, unknown>;

/** A widget's schema module as read, before schemas/check-manifest.ts has checked it. */
export interface WidgetSchemaEntry {
  name: string;
  propsSchema: Json;
  defaults: Json;
  cssVars: Record<string, string>;
  hydrate: unknown;
}

interface SchemaModule {
  propsSchema: Json;
  defaults?: Json;
  cssVars?: Record<string, string>;
  hydrate?: unknown;
}

/** Reads every `widgets/<Name>/schema.ts` (tools and build only: it touches the file system). */
export async function loadWidgetSchemas(root: string): Promise<WidgetSchemaEntry[]> {
  const dir = join(root, 'widgets');
  const names = readdirSync(dir, { withFileTypes: true })
    .filter((d) => d.isDirectory() && existsSync(join(dir, d.name, 'schema.ts')))
    .map((d) => d.name)
    .sort();
  const entries: WidgetSchemaEntry[] = [];
  for (const name of names) {
    const mod: SchemaModule = await import(pathToFileURL(join(dir, name, 'schema.ts')).href);
    entries.push({ name, propsSchema: mod.propsSchema, defaults: mod.defaults ?? {}, cssVars: mod.cssVars ?? {}, hydrate: mod.hydrate });
  }
  return entries;
}
