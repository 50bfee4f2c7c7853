import { absoluteDocsUrl } from '../docs-url.ts';
import type { Rule } from '../types.ts';

/** --list-rules: every rule with its default severity, what it checks and where it is explained. */
export function formatRules(rules: readonly Rule[], format: 'text' | 'json', docsBase: string): string {
  const list = rules.map((r) => ({ id: r.meta.id, severity: r.meta.severity, description: r.meta.description, docs: absoluteDocsUrl(r.meta.docs, docsBase) }));
  if (format === 'json') return JSON.stringify({ formatVersion: 1, rules: list }, null, 2);
  const width = Math.max(...list.map((r) => r.id.length));
  return list.map((r) => `${r.id.padEnd(width)}  ${r.severity.padEnd(7)}  ${r.description}\n${' '.repeat(width + 11)}${r.docs}`).join('\n');
}
