import { readdirSync, existsSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';

export interface WidgetSchemaEntry {
  name: string;
  propsSchema: Record<string, unknown>;
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
    const mod: { propsSchema: Record<string, unknown> } = await import(
      pathToFileURL(join(dir, name, 'schema.ts')).href
    );
    entries.push({ name, propsSchema: mod.propsSchema });
  }
  return entries;
}
