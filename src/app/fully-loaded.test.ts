import { describe, expect, it } from 'vitest';
import { fullyLoaded } from './fully-loaded.ts';

const root = (kind: string) => ({ state: { kind }, locale: 'EN' });
const tree = (...oks: boolean[]) => ({
  tree: {},
  widgets: ['GameGrid'],
  data: Object.fromEntries(oks.map((ok, i) => [`page/${i}`, ok ? { ok, value: [] } : { ok, error: 'x' }])),
});

describe('fullyLoaded (may a rendered page be re-served)', () => {
  it('is true for a ready site whose widgets all loaded', () => {
    expect(fullyLoaded({ root: root('ready'), layout: tree(true), 'routes/slots': tree(true, true) })).toBe(true);
    expect(fullyLoaded({ root: root('ready'), layout: tree(), page: null })).toBe(true);
  });
  it('is false when the site is not ready or any widget failed', () => {
    expect(fullyLoaded({ root: root('startupFailed'), layout: tree(true) })).toBe(false);
    expect(fullyLoaded({ root: root('ready'), layout: tree(true), page: tree(true, false) })).toBe(false);
  });
});
