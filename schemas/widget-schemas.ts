import { readdirSync, existsSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';

type Json = Record<string, unknown>;

/** A widget's schema module as read (its props schema and manifest), before schemas/check-manifest.ts has checked it. */
export interface WidgetSchemaEntry {
  name: string;
  propsSchema: Json;
  defaults: Json;
  cssVars: Record<string, string>;
  hydrate: unknown;
  hydrateReason?: unknown;
  follows?: unknown;
  query?: unknown;
  cookies?: unknown;
}

interface SchemaModule {
  propsSchema: Json;
  manifest?: { defaults?: Json; cssVars?: Record<string, string>; hydrate?: unknown; follows?: unknown; query?: unknown; cookies?: unknown };
  hydrateReason?: unknown;
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
    const m = mod.manifest ?? {};
    entries.push({
      name,
      propsSchema: mod.propsSchema,
      defaults: m.defaults ?? {},
      cssVars: m.cssVars ?? {},
      hydrate: m.hydrate,
      hydrateReason: mod.hydrateReason,
      follows: m.follows,
      query: m.query,
      cookies: m.cookies,
    });
  }
  return entries;
}
