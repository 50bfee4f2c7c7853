import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { REPO_ROOT } from '../../../shared/repo.ts';
import { fixture, problemsFor } from '../../testing/fixture-project.ts';
import { rule } from './index.ts';

const F = (name: string) => fixture(import.meta.url, name);

describe('missing-message', () => {
  it('has its meta', () => {
    expect(rule.meta.id).toBe('missing-message');
  });

  it('reports a key missing in any language folder that exists', () => {
    const problems = problemsFor('missing-message', {
      'site-configs/pages/home.json': F('keys.json'),
      'locales/php/ui.json': JSON.stringify({ home: 'Tahanan' }),
    });
    expect(problems).toEqual([
      {
        ruleId: 'missing-message',
        severity: 'error',
        file: 'site-configs/pages/home.json',
        line: 7,
        column: 77,
        pointer: '/root/children/0/props/subtitle',
        message: 'message "ui.noSuchKey" is missing in locales/en/ui.json, locales/php/ui.json',
      },
      expect.objectContaining({
        line: 8,
        column: 54,
        pointer: '/root/children/1/props/title',
        message: 'message "ui.about" is missing in locales/php/ui.json',
      }),
    ]);
  });

  it('checks a brand key against the copy of every template that renders the tree', () => {
    const problems = problemsFor('missing-message', { 'site-configs/templates/casino2.json': F('brand-key.json') });
    expect(problems).toEqual([
      {
        ruleId: 'missing-message',
        severity: 'error',
        file: 'site-configs/templates/casino2.json',
        line: 10,
        column: 107,
        pointer: '/patches/pages/home/hot-games/at/desktop/title',
        message: 'message "brand.home.hedline" is missing in the copy ("messages") of template casino2',
      },
    ]);
  });

  it('names each template rendering a shared tree whose copy lacks its brand key', () => {
    const layout = JSON.parse(readFileSync(join(REPO_ROOT, 'site-configs/layouts/template3.json'), 'utf8')) as { root: { children: unknown[] } };
    layout.root.children.unshift({ widget: 'PageHeading', props: { title: 'brand.shared.line' } });
    const problems = problemsFor('missing-message', { 'site-configs/layouts/template3.json': JSON.stringify(layout, null, 2) });
    expect(problems).toEqual([
      expect.objectContaining({
        pointer: '/root/children/0/props/title',
        message: 'message "brand.shared.line" is missing in the copy ("messages") of template casino3',
      }),
    ]);
  });
  it('checks a brand key on a shared page only against the templates that route to it', () => {
    const casino2 = JSON.parse(readFileSync(join(REPO_ROOT, 'site-configs/templates/casino2.json'), 'utf8')) as Record<string, unknown>;
    const routed = { ...casino2, routes: { '/tournaments': { page: 'tournaments', guard: 'none' } } };
    const page = { version: 1, root: { widget: 'PageHeading', props: { title: 'brand.tournaments.title' } } };
    const files = { 'site-configs/pages/tournaments.json': JSON.stringify(page, null, 2), 'site-configs/templates/casino2.json': JSON.stringify(routed) };
    expect(problemsFor('missing-message', files)).toEqual([
      expect.objectContaining({ message: 'message "brand.tournaments.title" is missing in the copy ("messages") of template casino2' }),
    ]);
    const copied = { ...routed, messages: { 'tournaments.title': { EN: 'Tournaments' } } };
    expect(problemsFor('missing-message', { ...files, 'site-configs/templates/casino2.json': JSON.stringify(copied) })).toEqual([]);
  });
});
