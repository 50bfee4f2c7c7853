import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import Ajv from 'ajv';
import { describe, expect, it } from 'vitest';
import { jurisdictionPackSchema } from './jurisdiction-pack.ts';
import { JURISDICTIONS } from './jurisdictions.ts';
import { inForce, PACKS } from './jurisdiction-packs/index.ts';
import { packRulesTable } from './jurisdiction-packs/doc.ts';
import { rules as lintRules } from '../engine/lint/rules/index.ts';

const validate = new Ajv({ allErrors: true, allowUnionTypes: true }).compile(jurisdictionPackSchema);
const lintIds = new Set(lintRules.map((r) => r.meta.id));

describe.each(PACKS.map((p) => [p.id, p] as const))('jurisdiction pack %s', (id, pack) => {
  it('matches the pack schema and names a known regulator', () => {
    expect(validate(pack), JSON.stringify(validate.errors)).toBe(true);
    expect(Object.keys(JURISDICTIONS)).toContain(id);
  });

  it('has unique rule ids, each ending after it starts, each checkedBy a real lint rule', () => {
    const ids = pack.rules.map((r) => r.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const r of pack.rules) {
      if (r.until !== undefined) expect(r.until > r.from, r.id).toBe(true);
      if (r.checkedBy !== undefined) expect(lintIds.has(r.checkedBy), r.checkedBy).toBe(true);
    }
  });
});

describe('the pack schema', () => {
  it('refuses a rule without a source or with a bad date', () => {
    const rule = { id: 'x', from: '2026-1-1', confirmed: false, summary: 's', requires: { kind: 'setting', setting: '/a' } };
    expect(validate({ id: 'x', regulator: 'X', short: 'X', version: 1, rules: [rule] })).toBe(false);
  });
});

describe('inForce', () => {
  const rule = PACKS[0]!.rules[0]!;
  it('starts on its from day and ends on its until day', () => {
    const dated = { ...rule, from: '2026-01-19', until: '2026-02-01' };
    expect(inForce(dated, '2026-01-18')).toBe(false);
    expect(inForce(dated, '2026-01-19')).toBe(true);
    expect(inForce(dated, '2026-02-01')).toBe(false);
  });
});

// Prettier aligns the doc's table: compare cell by cell, without the separator row
const cells = (table: string) =>
  table
    .split('\n')
    .filter((l) => !/^[|\s:-]+$/.test(l))
    .map((l) => l.split(/(?<!\\)\|/).map((c) => c.trim()));

describe('docs/compliance.md "The rules"', () => {
  it('lists every pack rule with its dates and source, as generated', () => {
    const doc = readFileSync(join(import.meta.dirname, '..', 'docs', 'compliance.md'), 'utf8');
    const between = doc.split('<!-- pack-rules:start -->')[1]?.split('<!-- pack-rules:end -->')[0]?.trim() ?? '';
    expect(cells(between), 'regenerate with: npx tsx -e "import(\'./schemas/jurisdiction-packs/doc.ts\').then(m=>console.log(m.packRulesTable()))"').toEqual(
      cells(packRulesTable()),
    );
  });
});
