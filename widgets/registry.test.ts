import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { WidgetManifestFile } from '../schemas/widget-manifest.ts';
import { widgets } from './index.ts';

/**
 * One widget is one declaration (docs/contributing.md, "Add a widget"): a folder whose index.ts
 * registers the folder's name and spreads the manifest its schema.ts exports, whose README.md states
 * the manifest's plan and reason, and whose manifest `npm run build:schemas` has emitted as it is.
 * A step of the recipe left out fails here, naming the folder.
 */
const dir = import.meta.dirname;
const folders = readdirSync(dir, { withFileTypes: true })
  .filter((d) => d.isDirectory() && d.name !== '_shared')
  .map((d) => d.name)
  .sort();
const schemas = import.meta.glob<{ manifest: Record<string, unknown>; hydrateReason: unknown }>('./*/schema.ts', { eager: true });
const generated = JSON.parse(readFileSync(join(dir, '..', 'schemas', 'generated', 'widget-manifest.json'), 'utf8')) as WidgetManifestFile;
const MANIFEST_KEYS = ['hydrate', 'defaults', 'cssVars', 'follows', 'query', 'cookies'] as const;

describe('widget registry', () => {
  it('registers one widget per folder, under the folder name', () => {
    expect(widgets.map((w) => w.name).sort()).toEqual(folders);
  });

  describe.each(folders)('%s', (name) => {
    const schema = schemas[`./${name}/schema.ts`];
    const widget = widgets.find((w) => w.name === name);

    it('has the files of the recipe', () => {
      for (const file of ['schema.ts', 'index.ts', 'Component.tsx', 'README.md'])
        expect(existsSync(join(dir, name, file)), `widgets/${name}/${file}`).toBe(true);
    });

    it('has a schema.ts exporting its manifest and the reason for its plan', () => {
      expect(schema?.manifest, `widgets/${name}/schema.ts exports no manifest`).toBeDefined();
      expect(typeof schema?.hydrateReason === 'string' && schema.hydrateReason.trim() !== '', `widgets/${name}/schema.ts: hydrateReason`).toBe(true);
    });

    it("registers exactly its schema.ts's manifest (index.ts spreads it)", () => {
      const manifest = schema?.manifest ?? {};
      for (const key of MANIFEST_KEYS) expect(widget?.[key], `widgets/${name}/index.ts: ${key}`).toEqual(manifest[key]);
    });

    it('is in the generated manifest as schema.ts declares it (npm run build:schemas)', () => {
      const manifest = schema?.manifest ?? {};
      expect(generated.widgets[name]).toEqual({
        defaults: manifest['defaults'] ?? {},
        cssVars: manifest['cssVars'] ?? {},
        hydrate: manifest['hydrate'],
        hydrateReason: schema?.hydrateReason,
        follows: manifest['follows'] ?? [],
        query: manifest['query'] ?? [],
        cookies: manifest['cookies'] ?? [],
      });
    });

    it("has a README.md stating the manifest's plan and why", () => {
      const line = readFileSync(join(dir, name, 'README.md'), 'utf8').match(/^\*\*Hydration plan: `([a-z]+)`\.\*\* Why: (.*)$/m);
      expect(line?.slice(1), `widgets/${name}/README.md: the "**Hydration plan: \`plan\`.** Why: reason" line`).toEqual([
        schema?.manifest['hydrate'],
        schema?.hydrateReason,
      ]);
    });
  });

  it('has no generated manifest entry without a folder', () => {
    expect(Object.keys(generated.widgets).sort()).toEqual(folders);
  });
});
