import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { OPERATOR_ENDPOINTS, operatorPath, type OperatorEndpointName } from './endpoints.ts';

const DOCS = new URL('../../docs/operators.md', import.meta.url);

/** The row docs/operators.md holds for an endpoint: its route, who may call it, its audit action. */
function docRow(name: OperatorEndpointName): string[] {
  const { method, path, needs, scope, request, action } = OPERATOR_ENDPOINTS[name];
  const who = needs === 'none' ? 'anyone' : needs === 'session' ? 'any account' : scope === 'every' ? `${needs} over \`*\`` : needs;
  return [`\`${method} ${path}\``, who, scope === 'touched' ? 'yes' : '', request === null ? '' : 'yes', `\`${action}\``];
}

/** The rows of the endpoint table under docs/operators.md "Operator API", cell by cell. */
function documentedRows(): string[][] {
  const text = readFileSync(DOCS, 'utf8');
  const section = text.slice(text.indexOf('## Operator API'));
  const lines = section.slice(section.indexOf('| endpoint')).split('\n');
  const end = lines.findIndex((line) => !line.startsWith('|'));
  return lines.slice(2, end === -1 ? undefined : end).map((line) =>
    line
      .slice(1, -1)
      .split('|')
      .map((cell) => cell.trim()),
  );
}

describe('the operator endpoint table', () => {
  it("docs/operators.md's Operator API lists every endpoint, as the table declares it, and no other", () => {
    const expected = (Object.keys(OPERATOR_ENDPOINTS) as OperatorEndpointName[]).map(docRow);
    const rows = documentedRows();
    const missing = expected.filter((row) => !rows.some((r) => r.join('|') === row.join('|')));
    // the message is the rows to paste (npx prettier --write docs/operators.md aligns them)
    expect(missing.map((row) => `| ${row.join(' | ')} |`).join('\n')).toBe('');
    expect(rows).toHaveLength(expected.length);
  });

  it('fills a path’s parameters, encoded, and refuses a missing one', () => {
    expect(operatorPath('draftsEdits', { id: 'a/b c' })).toBe('/api/drafts/a%2Fb%20c/edits');
    expect(operatorPath('revisionsLive')).toBe('/api/revisions/live');
    expect(() => operatorPath('draftsGet')).toThrow(/needs id/);
  });

  it('every body is an object that refuses unknown fields, and every path is under /api/', () => {
    for (const [name, endpoint] of Object.entries(OPERATOR_ENDPOINTS)) {
      expect(endpoint.path, name).toMatch(/^\/api\//);
      if (endpoint.request !== null) expect(endpoint.request, name).toMatchObject({ type: 'object', additionalProperties: false });
    }
  });
});
