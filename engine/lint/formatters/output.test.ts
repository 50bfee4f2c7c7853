import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import Ajv from 'ajv';
import Ajv2020 from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import { memoryProject } from '../../../tools/config-lint/testing/memory-project.ts';
import { runCli } from '../../../tools/config-lint/testing/run-cli.ts';
import { rules } from '../rules/index.ts';

const here = dirname(fileURLToPath(import.meta.url));
const readJson = (path: string): unknown => JSON.parse(readFileSync(path, 'utf8'));

const run = runCli;

describe('machine-readable output', () => {
  const broken = memoryProject({
    'site-configs/pages/home.json': '{\n  "version": 1,\n  "root": { "widget": "GameGrd", "at": { "tablett": { "columns": 2 } } }\n}\n',
    'site-configs/templates/casino2.json': '{ "version": 1, "key": "casino2", "extends": "_casinoo" }\n',
  });
  const configs = broken.path('site-configs');

  it('SARIF from a broken config validates against the SARIF 2.1.0 schema, with absolute helpUris and fixes', () => {
    const r = broken.cli(['--format', 'sarif', configs]);
    expect(r.code).toBe(1);
    const log = JSON.parse(r.out) as {
      runs: {
        tool: { driver: { informationUri: string; rules: { helpUri: string }[] } };
        results: { ruleId: string; fixes?: unknown[]; locations: { physicalLocation: { region: Record<string, number> } }[] }[];
      }[];
    };
    const ajv = new Ajv2020({ strict: false, allErrors: true });
    addFormats(ajv);
    const validate = ajv.compile(readJson(join(here, 'fixtures', 'sarif-schema-2.1.0.json')) as object);
    expect(validate(log), JSON.stringify(validate.errors, null, 2)).toBe(true);
    const runLog = log.runs[0];
    expect(runLog?.tool.driver.informationUri).toMatch(/^https:\/\/[^/]+\/.+\/docs\/config-lint\.md$/);
    for (const rule of runLog?.tool.driver.rules ?? []) expect(new URL(rule.helpUri).protocol).toBe('https:');
    const widget = runLog?.results.find((x) => x.ruleId === 'unknown-widget');
    expect(widget?.locations[0]?.physicalLocation.region).toEqual({ startLine: 3, startColumn: 23, endLine: 3, endColumn: 32 });
    expect(widget?.fixes).toEqual([
      {
        description: { text: 'replace with "GameGrid"' },
        artifactChanges: [
          {
            artifactLocation: { uri: 'site-configs/pages/home.json', uriBaseId: '%SRCROOT%' },
            replacements: [
              {
                deletedRegion: { startLine: 3, startColumn: 23, endLine: 3, endColumn: 32, charOffset: 40, charLength: 9 },
                insertedContent: { text: '"GameGrid"' },
              },
            ],
          },
        ],
      },
    ]);
  });

  it('--docs-base-url sets the base of every docs link', () => {
    const log = JSON.parse(broken.cli(['--format', 'sarif', '--docs-base-url', 'https://docs.example.org/site/', configs]).out) as {
      runs: { tool: { driver: { rules: { id: string; helpUri: string }[] } } }[];
    };
    expect(log.runs[0]?.tool.driver.rules[0]?.helpUri).toBe(`https://docs.example.org/site/docs/config-lint.md#${rules[0]?.meta.id ?? ''}`);
    expect(broken.cli(['--format', 'sarif', '--docs-base-url', 'docs/', configs]).code).toBe(2);
  });

  it('JSON output has a formatVersion and matches its published schema', () => {
    const out = JSON.parse(broken.cli(['--format', 'json', configs]).out) as { formatVersion: number; problems: { ruleId: string }[] };
    const ajv = new Ajv({ allErrors: true });
    const validate = ajv.compile(readJson(join(here, '..', 'schemas', 'output.schema.json')) as object);
    expect(validate(out), JSON.stringify(validate.errors, null, 2)).toBe(true);
    expect(out.formatVersion).toBe(1);
    expect(out.problems.map((p) => p.ruleId)).toEqual(expect.arrayContaining(['unknown-widget', 'unknown-breakpoint', 'extends']));
  });

  it('--list-rules lists every rule in text and JSON', () => {
    const json = JSON.parse(run(['--list-rules', '--format', 'json']).out) as { rules: { id: string; severity: string; description: string; docs: string }[] };
    expect(json.rules.map((r) => r.id)).toEqual(rules.map((r) => r.meta.id));
    for (const r of json.rules) {
      expect(['error', 'warning']).toContain(r.severity);
      expect(r.description.length).toBeGreaterThan(10);
      expect(r.docs).toMatch(new RegExp(`^https://.+/docs/config-lint\\.md#${r.id}$`));
    }
    const text = run(['--list-rules']).out;
    for (const r of rules)
      expect(text).toMatch(new RegExp(`^${r.meta.id} +${r.meta.severity} +${r.meta.description.slice(0, 20).replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`, 'm'));
  });
});
