import { describe, expect, it } from 'vitest';
import { fixture, problemsFor } from '../../testing/fixture-project.ts';
import { rule } from './index.ts';

const F = (name: string) => fixture(import.meta.url, name);

describe('missing-asset', () => {
  it('has its meta', () => {
    expect(rule.meta.id).toBe('missing-asset');
  });

  it('reports an asset path missing from public/', () => {
    const problems = problemsFor('missing-asset', { 'site-configs/pages/home.json': F('asset.json') });
    expect(problems).toEqual([
      {
        ruleId: 'missing-asset',
        severity: 'error',
        file: 'site-configs/pages/home.json',
        line: 8,
        column: 49,
        pointer: '/root/children/1/props/ctaHref',
        message: 'asset "/banners/nope.webp" does not exist in public/',
      },
    ]);
  });
});
