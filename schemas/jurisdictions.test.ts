import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import Ajv from 'ajv';
import { describe, expect, it } from 'vitest';
import { jurisdictionRulesSchema } from './jurisdiction.ts';
import { JURISDICTIONS, jurisdictionRules } from './jurisdictions.ts';

const root = join(import.meta.dirname, '..');
const validate = new Ajv({ allErrors: true, allowUnionTypes: true }).compile(jurisdictionRulesSchema);
const compliance = readFileSync(join(root, 'docs/compliance.md'), 'utf8');

describe.each(Object.entries(JURISDICTIONS))('jurisdiction %s', (key, rules) => {
  it('matches the requirements schema, under its own id', () => {
    expect(validate(rules), JSON.stringify(validate.errors)).toBe(true);
    expect(rules.id).toBe(key);
    expect(jurisdictionRules(key)).toBe(rules);
  });

  it('has a reality-check default inside its own range', () => {
    if (!('realityCheck' in rules)) return;
    const { defaultMinutes, minMinutes, maxMinutes } = rules.realityCheck;
    expect(minMinutes).toBeLessThanOrEqual(defaultMinutes);
    expect(defaultMinutes).toBeLessThanOrEqual(maxMinutes);
  });

  it('requires widgets that exist', () => {
    for (const block of rules.requires) expect(existsSync(join(root, 'widgets', block.widget, 'index.ts')), block.widget).toBe(true);
  });

  it('is documented in docs/compliance.md with its sources', () => {
    expect(compliance).toContain(`\`${key}\``);
    for (const source of rules.sources) expect(compliance).toContain(source.url);
  });

  it('cites a source for each registration requirement, documented too', () => {
    const own = [
      ...('depositLimitPrompt' in rules ? [rules.depositLimitPrompt.source] : []),
      ...('rgInformation' in rules ? [rules.rgInformation.source] : []),
    ];
    for (const source of own) expect(compliance).toContain(source.url);
  });
});

describe('jurisdictionRules', () => {
  it('knows no other id, not even an inherited property name', () => {
    expect(jurisdictionRules('gibraltar')).toBeUndefined();
    expect(jurisdictionRules('constructor')).toBeUndefined();
  });

  it('refuses requirements of the wrong shape', () => {
    expect(validate({ ...JURISDICTIONS.ukgc, minimumAge: 12 })).toBe(false);
    expect(validate({ ...JURISDICTIONS.ukgc, requires: [{ widget: 'Footer', on: 'every-page', why: 'x' }] })).toBe(false);
    expect(validate({ ...JURISDICTIONS.ukgc, requires: [{ widget: 'RgTagline', on: ['about'], why: 'x' }] })).toBe(false);
  });
});
