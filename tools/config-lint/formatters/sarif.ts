import type { LintResult } from '../lint.ts';
import type { Rule } from '../types.ts';

/** SARIF 2.1.0, the format code-scanning services ingest. */
export function formatSarif(result: LintResult, rules: readonly Rule[]): string {
  const index = new Map(rules.map((r, i) => [r.meta.id, i]));
  const log = {
    $schema: 'https://json.schemastore.org/sarif-2.1.0.json',
    version: '2.1.0',
    runs: [
      {
        tool: {
          driver: {
            name: 'config-lint',
            informationUri: 'https://example.invalid/docs/config-lint.md',
            rules: rules.map((r) => ({
              id: r.meta.id,
              shortDescription: { text: r.meta.description },
              helpUri: r.meta.docs,
              defaultConfiguration: { level: r.meta.severity === 'error' ? 'error' : 'warning' },
            })),
          },
        },
        results: result.problems.map((p) => ({
          ruleId: p.ruleId,
          ...(index.has(p.ruleId) ? { ruleIndex: index.get(p.ruleId) } : {}),
          level: p.severity === 'error' ? 'error' : 'warning',
          message: { text: p.message },
          locations: [
            {
              physicalLocation: {
                artifactLocation: { uri: p.file, uriBaseId: '%SRCROOT%' },
                region: { startLine: p.line, startColumn: p.column },
              },
              logicalLocations: [{ fullyQualifiedName: p.pointer || '/', kind: 'member' }],
            },
          ],
          ...(p.suggestion ? { properties: { suggestion: p.suggestion } } : {}),
        })),
      },
    ],
  };
  return JSON.stringify(log, null, 2);
}
