import { describe, expect, it } from 'vitest';
import type { RouteEntry } from '../../schemas/routes.ts';
import { siteRoutes } from './route-table.ts';

const shared: RouteEntry[] = [
  { path: '/', page: 'home', guard: 'none' },
  { path: '/sabong', page: 'sabong', guard: 'none' },
  { path: '/vip', page: 'vip', guard: 'auth' },
];

describe('siteRoutes', () => {
  it('is the shared table for a template without routes', () => {
    expect(siteRoutes(shared, undefined)).toBe(shared);
    expect(siteRoutes(shared, {})).toBe(shared);
  });

  it("adds the template's own routes after the shared ones and drops the hidden ones", () => {
    const table = siteRoutes(shared, {
      '/tournaments': { page: 'tournaments', guard: 'none' },
      '/sabong': { hidden: true },
      '/club': { page: 'vip', guard: 'auth', layout: 'default' },
    });
    expect(table).toEqual([
      { path: '/', page: 'home', guard: 'none' },
      { path: '/vip', page: 'vip', guard: 'auth' },
      { path: '/tournaments', page: 'tournaments', guard: 'none' },
      { path: '/club', page: 'vip', guard: 'auth', layout: 'default' },
    ]);
    expect(shared).toHaveLength(3);
  });

  it('lets an own route take a shared path over, and ignores an entry that is neither a route nor a hide', () => {
    expect(siteRoutes(shared, { '/vip': { page: 'vip-club', guard: 'none' }, '/x': { layout: 'default' } })).toEqual([
      { path: '/', page: 'home', guard: 'none' },
      { path: '/sabong', page: 'sabong', guard: 'none' },
      { path: '/vip', page: 'vip-club', guard: 'none' },
    ]);
  });
});
