import { describe, expect, it } from 'vitest';
import { fixture, problemsFor } from '../../testing/fixture-project.ts';
import { rule } from './index.ts';

describe('route-target', () => {
  it('has its meta', () => {
    expect(rule.meta.id).toBe('route-target');
  });

  it('reports a route layout or page without a file, with suggestions', () => {
    const problems = problemsFor('route-target', { 'site-configs/routes.json': fixture(import.meta.url, 'routes.json') });
    expect(problems).toEqual([
      {
        ruleId: 'route-target',
        severity: 'error',
        file: 'site-configs/routes.json',
        line: 6,
        column: 77,
        pointer: '/routes/1/layout',
        message: 'route /preloader uses layout "defualt", which has no file site-configs/layouts/defualt.json; did you mean "default"?',
        suggestion: 'default',
      },
      {
        ruleId: 'route-target',
        severity: 'error',
        file: 'site-configs/routes.json',
        line: 7,
        column: 33,
        pointer: '/routes/2/page',
        message: 'route /bonus renders page "bonus", which has no file site-configs/pages/bonus.json and no template overrides it',
      },
      {
        ruleId: 'route-target',
        severity: 'error',
        file: 'site-configs/routes.json',
        line: 8,
        column: 33,
        pointer: '/routes/3/page',
        message: 'route /slots renders page "slot", which has no file site-configs/pages/slot.json and no template overrides it; did you mean "slots"?',
        suggestion: 'slots',
      },
    ]);
  });

  it('accepts a page without a file that every concrete template overrides (home, from the family bases)', () => {
    expect(problemsFor('route-target', { 'site-configs/pages/home.json': '' }, 'site-configs/routes.json')).toEqual([]);
  });

  it('names the templates that neither have the page file nor override it', () => {
    const casino9 = JSON.stringify({
      $schema: '../../schemas/generated/template.schema.json',
      version: 1,
      key: 'casino9',
      extends: 'casino1',
      pages: { about: { root: { widget: 'PageHeading', props: { title: 'ui.about' } } } },
    });
    const problems = problemsFor(
      'route-target',
      { 'site-configs/pages/about.json': '', 'site-configs/templates/casino9.json': casino9 },
      'site-configs/routes.json',
    );
    expect(problems).toEqual([
      expect.objectContaining({
        pointer: '/routes/1/page',
        message: expect.stringMatching(
          /^route \/about renders page "about", which has no file site-configs\/pages\/about.json and templates casino1, .*sportsbook4 do not override it$/,
        ),
      }),
    ]);
    expect(problems[0]?.message).not.toContain('casino9');
  });
});
