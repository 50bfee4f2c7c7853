import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { undocumentedFields } from './undocumented.ts';
import type { WidgetManifestFile } from './widget-manifest.ts';

const generated = join(import.meta.dirname, 'generated');
const read = (file: string): Record<string, unknown> => JSON.parse(readFileSync(join(generated, file), 'utf8')) as Record<string, unknown>;

describe('editor help in the generated config schemas (hover and completion)', () => {
  for (const kind of ['node', 'layout', 'page', 'template', 'routes']) {
    it(`every field of ${kind}.schema.json has a description and an example`, () => {
      expect(undocumentedFields(read(`${kind}.schema.json`))).toEqual([]);
    });
  }

  it('every widget prop with a default carries it, and a prop without one carries none', () => {
    const node = read('node.schema.json');
    const manifest = read('widget-manifest.json') as unknown as WidgetManifestFile;
    const branches = node['allOf'] as {
      if: { properties: { widget: { const: string } } };
      then?: { properties: { props: { properties: Record<string, { default?: unknown }> } } };
    }[];
    const wrong: string[] = [];
    for (const [name, entry] of Object.entries(manifest.widgets)) {
      const props = branches.find((b) => b.if.properties.widget.const === name)?.then?.properties.props.properties ?? {};
      for (const [key, schema] of Object.entries(props)) {
        if (JSON.stringify(schema.default) !== JSON.stringify(entry.defaults[key])) wrong.push(`${name}.${key}`);
      }
    }
    expect(wrong).toEqual([]);
  });

  it('the walker finds a field without help, at any depth', () => {
    const schema = {
      properties: {
        a: { description: 'A.', examples: [1] },
        b: { examples: [1], properties: { c: { description: 'C.' } } },
        d: { description: 'D.', examples: [[]], items: { properties: { e: {} } } },
      },
      allOf: [
        {
          if: { properties: { widget: { const: 'W' } } },
          then: { properties: { props: { description: 'P.', examples: [{}], properties: { f: { description: '' } } } } },
        },
      ],
    };
    expect(undocumentedFields(schema)).toEqual([
      '/b (description)',
      '/b/c (examples)',
      '/d[]/e (description, examples)',
      '(W)/props/f (description, examples)',
    ]);
  });
});
