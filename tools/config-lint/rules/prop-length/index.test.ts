import { describe, expect, it } from 'vitest';
import { fixture, problemsFor } from '../../testing/fixture-project.ts';
import { rule } from './index.ts';

const F = (name: string) => fixture(import.meta.url, name);
const HOME = 'site-configs/pages/home.json';

describe('prop-length', () => {
  it('has its meta', () => {
    expect(rule.meta).toMatchObject({ id: 'prop-length', severity: 'error' });
  });

  it('names the prop, its length and the limit, in props and in at overrides', () => {
    expect(problemsFor('prop-length', { [HOME]: F('long.json') })).toEqual([]);
    const problems = problemsFor('prop-length', { [HOME]: F('long.json'), 'config-lint.json': '{ "budgets": { "propLength": 10 } }' }, HOME);
    expect(problems).toEqual([
      {
        ruleId: 'prop-length',
        severity: 'error',
        file: HOME,
        line: 6,
        column: 25,
        pointer: '/root/props/title',
        message: 'prop `title` is 22 characters (limit 10)',
      },
      expect.objectContaining({ line: 7, column: 38, pointer: '/root/at/desktop/subtitle', message: 'prop `subtitle` at desktop is 23 characters (limit 10)' }),
    ]);
  });

  it('has a default limit of 20,000 characters', () => {
    const text = F('long.json').replace('A heading far too long', 'x'.repeat(25_000));
    expect(problemsFor('prop-length', { [HOME]: text }).map((p) => p.message)).toEqual(['prop `title` is 25,000 characters (limit 20,000)']);
  });
});
