import { describe, expect, it } from 'vitest';
import { buildManifest, manifestProblems } from './check-manifest.ts';
import { loadWidgetSchemas } from './widget-schemas.ts';
import type { WidgetSchemaEntry } from './widget-schemas.ts';

const entry = (over: Partial<WidgetSchemaEntry> = {}): WidgetSchemaEntry => ({
  name: 'Rail',
  propsSchema: {
    type: 'object',
    additionalProperties: false,
    properties: { limit: { type: 'integer', minimum: 1, maximum: 60 }, gap: { type: 'integer' }, tile: { enum: ['square', 'portrait'] } },
  },
  defaults: { limit: 16, tile: 'square' },
  cssVars: { gap: '--rail-gap' },
  hydrate: 'visible',
  ...over,
});

describe('widget manifest check (build:schemas)', () => {
  it('accepts a manifest whose defaults satisfy its props schema', () => {
    expect(manifestProblems(entry())).toEqual([]);
  });

  it('refuses a default that breaks the props schema, naming the file and the prop', () => {
    expect(manifestProblems(entry({ defaults: { limit: 100, tile: 'round', colour: 'red' } }))).toEqual([
      'widgets/Rail/schema.ts: defaults must NOT have additional properties (colour): a default must satisfy the props schema',
      'widgets/Rail/schema.ts: defaults.limit must be <= 60: a default must satisfy the props schema',
      'widgets/Rail/schema.ts: defaults.tile must be equal to one of the allowed values: a default must satisfy the props schema',
    ]);
  });

  it('refuses a missing or unknown hydration plan and a CSS variable of no prop', () => {
    expect(manifestProblems(entry({ hydrate: undefined }))).toEqual([
      'widgets/Rail/schema.ts: `manifest.hydrate` must be one of load, idle, visible, interaction, never (got nothing)',
    ]);
    expect(manifestProblems(entry({ hydrate: 'lazy' }))[0]).toContain('(got "lazy")');
    expect(manifestProblems(entry({ cssVars: { height: '--h', gap: 'gap' } }))).toEqual([
      'widgets/Rail/schema.ts: cssVars.height names no prop of the schema',
      'widgets/Rail/schema.ts: cssVars.gap must be a CSS custom property name like --grid-gap (got "gap")',
    ]);
  });

  it('fails the build with every problem at once', () => {
    expect(() => buildManifest([entry(), entry({ name: 'Grid', defaults: { limit: 0 } })])).toThrow(
      'widget manifest:\n  widgets/Grid/schema.ts: defaults.limit must be >= 1',
    );
  });

  it("every shipped widget's manifest is valid", async () => {
    const manifest = buildManifest(await loadWidgetSchemas(process.cwd()));
    expect(Object.keys(manifest.widgets).length).toBeGreaterThan(40);
    expect(manifest.widgets['GameRail']).toMatchObject({ hydrate: 'visible', cssVars: { gap: '--rail-gap' }, defaults: { limit: 16 } });
  });
});
