import { describe, expect, it } from 'vitest';
import { requiredElements } from './compliance-required.ts';

const NOW = Date.parse('2026-12-06T12:00:00Z');

describe('requiredElements', () => {
  it('owes the footer’s elements on every page in Great Britain; the reality check only where it appeared', () => {
    expect(requiredElements('ukgc', '/slots', NOW)).toEqual(['licence-statement', 'rg-link', 'age-badge']);
  });

  it('owes Malta’s footer and message on the home page only', () => {
    expect(requiredElements('mga', '/', NOW).sort()).toEqual(['age-badge', 'licence-statement', 'rg-link', 'rg-message']);
    expect(requiredElements('mga', '/slots', NOW)).toEqual([]);
  });

  it('owes nothing without a jurisdiction, or before a rule is in force', () => {
    expect(requiredElements(undefined, '/', NOW)).toEqual([]);
    expect(requiredElements('ukgc', '/', Date.parse('2019-06-01T00:00:00Z'))).toEqual([]);
  });
});
