import type { LintResult } from '../lint.ts';
import { absoluteDocsUrl } from '../docs-url.ts';
import type { Problem, Rule } from '../types.ts';

export interface SarifOptions {
  /** what docs/ paths resolve against (see docs-url.ts) */
  docsBase: string;
  version: string;
}

const level = (s: Problem['severity']) => (s === 'error' ? 'error' : 'warning');

/** SARIF 2.1.0 (OASIS), the format GitHub code scanning and other services ingest. */
export function formatSarif(result: LintResult, rules: readonly Rule[], options: SarifOptions): string {
  const index = new Map(rules.map((r, i) => [r.meta.id, i]));
  const artifact = (uri: string) => ({ uri, uriBaseId: '%SRCROOT%' });
  const log = {
    $schema: 'https://docs.oasis-open.org/sarif/sarif/v2.1.0/errata01/os/schemas/sarif-schema-2.1.0.json',
    version: '2.1.0',
    runs: [
      {
        tool: {
          driver: {
            name: 'config-lint',
            version: options.version,
            semanticVersion: options.version,
            informationUri: absoluteDocsUrl('docs/config-lint.md', options.docsBase),
            rules: rules.map((r) => ({
              id: r.meta.id,
              shortDescription: { text: r.meta.description },
              helpUri: absoluteDocsUrl(r.meta.docs, options.docsBase),
              defaultConfiguration: { level: level(r.meta.severity) },
            })),
          },
        },
        results: result.problems.map((p) => ({
          ruleId: p.ruleId,
          ...(index.has(p.ruleId) ? { ruleIndex: index.get(p.ruleId) } : {}),
          level: level(p.severity),
          message: { text: p.message },
          locations: [
            {
              physicalLocation: {
                artifactLocation: artifact(p.file),
                region: { startLine: p.line, startColumn: p.column, endLine: p.endLine, endColumn: p.endColumn },
              },
              logicalLocations: [{ fullyQualifiedName: p.pointer || '/', kind: 'member' }],
            },
          ],
          ...(p.fix
            ? {
                fixes: [
                  {
                    description: { text: p.fix.description },
                    artifactChanges: [
                      {
                        artifactLocation: artifact(p.file),
                        replacements: p.fix.replacements.map((r) => ({
                          deletedRegion: {
                            startLine: r.start.line,
                            startColumn: r.start.column,
                            endLine: r.end.line,
                            endColumn: r.end.column,
                            charOffset: r.offset,
                            charLength: r.length,
                          },
                          insertedContent: { text: r.text },
                        })),
                      },
                    ],
                  },
                ],
              }
            : {}),
        })),
        originalUriBaseIds: { '%SRCROOT%': { description: { text: 'the project root (holding site-configs/)' } } },
      },
    ],
  };
  return JSON.stringify(log, null, 2);
}
