import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { REPO_ROOT } from '../../../shared/repo.ts';
import { lint } from '../../lint.ts';
import { rule } from './index.ts';

const FILE = join(REPO_ROOT, 'site-configs', 'templates', 'casino2.json');

/** casino2.json with `routes` (and maybe pages) added, linted in memory against the repository's other configs. */
function problemsWith(extra: Record<string, unknown>) {
  const text = `${JSON.stringify({ ...JSON.parse(readFileSync(FILE, 'utf8')), ...extra }, null, 2)}\n`;
  const { problems } = lint({ root: REPO_ROOT, paths: [FILE], contents: new Map([[FILE, text]]), rules: [rule] });
  return problems.map(({ ruleId, severity, file, line, column, pointer, message, suggestion }) => ({
    ruleId,
    severity,
    file,
    line,
    column,
    pointer,
    message,
    ...(suggestion ? { suggestion } : {}),
  }));
}

describe('template-route', () => {
  it('has its meta', () => {
    expect(rule.meta.id).toBe('template-route');
  });

  it('accepts an own route to a page of the template, and a hide of a shared route', () => {
    expect(
      problemsWith({
        routes: { '/tournaments': { page: 'tournaments', guard: 'none' }, '/sabong': { hidden: true } },
        pages: { tournaments: { root: { widget: 'PageHeading', props: { title: 'ui.leaderboard.title' } } } },
      }),
    ).toEqual([]);
  });

  it('reports a route to a missing page, a hide of no shared route, a shared path repeated and a language prefix, with file, line:column and pointer', () => {
    const problems = problemsWith({
      routes: {
        '/tournaments': { page: 'tournament', guard: 'none' },
        '/slot': { hidden: true },
        '/promotions': { page: 'promotions', guard: 'none' },
        '/club': { page: 'vip' },
        '/vip': { hidden: true, page: 'vip' },
        '/cn': { page: 'home', guard: 'none' },
      },
    });
    const at = (pointer: string) => problems.find((p) => p.pointer === pointer);
    expect(at('/routes/~1tournaments/page')).toEqual({
      ruleId: 'template-route',
      severity: 'error',
      file: 'site-configs/templates/casino2.json',
      line: expect.any(Number),
      column: 15,
      pointer: '/routes/~1tournaments/page',
      message: 'route /tournaments renders page "tournament", which has no file site-configs/pages/tournament.json and is not in template casino2\'s pages',
    });
    expect(at('/routes/~1slot')).toMatchObject({
      column: 5,
      message: 'template casino2 hides /slot, which is no shared route in site-configs/routes.json; did you mean "/slots"?',
      suggestion: '/slots',
    });
    expect(at('/routes/~1promotions')?.message).toMatch(
      /^route \/promotions is already a shared route \(site-configs\/routes.json \/routes\/\d+, page "promotions"\): a template adds new paths/,
    );
    expect(at('/routes/~1club')?.message).toBe('route /club needs a guard (or "hidden": true to hide a shared route)');
    expect(at('/routes/~1vip/hidden')?.message).toBe('route /vip is hidden and also has page: an entry either hides a shared route or is a route of its own');
    expect(at('/routes/~1cn')?.message).toBe("route /cn is a language prefix: the router reads it as that language's home, so the route is never reached");
    expect(problems).toHaveLength(6);
    // each at its own line of the file
    expect(new Set(problems.map((p) => p.line)).size).toBe(6);
  });
});
