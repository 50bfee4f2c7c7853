import { describe, expect, it } from 'vitest';
import { applyEdits, catalogOf } from './index.ts';
import { shippedConfigs } from './testing.ts';

describe('widget users in the catalog', () => {
  const files = shippedConfigs();
  const catalog = catalogOf(files, []);
  const users = (name: string, c = catalog) => c.widgets.find((w) => w.name === name)?.usedBy ?? [];

  it('names the concrete templates rendering a widget, never an abstract base', () => {
    expect(users('Stack')).toContain('casino1');
    expect(users('GameGrid')).toContain('casino1');
    expect(catalog.widgets.flatMap((w) => w.usedBy ?? []).some((k) => k.startsWith('_'))).toBe(false);
  });

  it('follows a brand route: a page only one brand routes to makes it a user of that page’s widgets', () => {
    const before = users('Leaderboard');
    const hidden = applyEdits(files, [{ op: 'setTemplate', template: 'casino1', pointer: '/routes/~1leaderboard', value: { hidden: true } }]);
    if (!hidden.ok) throw new Error(hidden.refusal.message);
    expect(users('Leaderboard', catalogOf(hidden.files, []))).toEqual(before.filter((k) => k !== 'casino1'));
    expect(before).toContain('casino1');
  });
});
