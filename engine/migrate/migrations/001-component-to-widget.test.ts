import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { formatJson, migrateDocument } from '../migrate.ts';
import type { JsonObject } from '../types.ts';
import { migration } from './001-component-to-widget.ts';

const read = (name: string) => readFileSync(join(dirname(fileURLToPath(import.meta.url)), 'fixtures', name), 'utf8');

describe('001 component → widget, responsive → at', () => {
  it('is the step from 0 to 1', () => {
    expect([migration.from, migration.to]).toEqual([0, 1]);
  });

  it('rewrites a historic page byte for byte as the current format', () => {
    const { doc, from, to } = migrateDocument(JSON.parse(read('page.v0.json')) as JsonObject, 'page');
    expect([from, to]).toEqual([0, 1]);
    expect(formatJson(doc)).toBe(read('page.v1.json'));
  });

  it('migrates template page overrides and adds the $schema a file lacks', () => {
    const { doc } = migrateDocument(JSON.parse(read('template.v0.json')) as JsonObject, 'template');
    expect(Object.keys(doc).slice(0, 3)).toEqual(['$schema', 'version', 'key']);
    expect(doc['$schema']).toBe('../../schemas/generated/template.schema.json');
    expect(doc['pages']).toEqual({
      promotions: { root: { widget: 'PageHeading', props: { title: 'ui.page.promotions' }, at: { desktop: { align: 'center' } } } },
    });
  });

  it('does not touch its input', () => {
    const input = JSON.parse(read('page.v0.json')) as JsonObject;
    const copy = structuredClone(input);
    migration.migrate(input, 'page');
    expect(input).toEqual(copy);
  });
});
