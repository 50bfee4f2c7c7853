import { describe, expect, it } from 'vitest';
import type { Route } from './context.ts';
import { matchRoute } from './router.ts';

const route = (method: Route['method'], pattern: string): Route => ({
  name: pattern,
  method,
  pattern,
  action: pattern,
  needs: 'viewer',
  scope: 'any',
  validate: null,
  handle: async () => ({ body: null }),
});
const routes = [route('GET', '/api/revisions/live'), route('GET', '/api/revisions/:id'), route('PUT', '/api/drafts/:id'), route('GET', '/api/drafts/:id')];

describe('matchRoute', () => {
  it('takes the first route that fits, with decoded params', () => {
    expect(matchRoute(routes, 'GET', '/api/revisions/live')).toMatchObject({ route: { pattern: '/api/revisions/live' }, params: {} });
    expect(matchRoute(routes, 'GET', '/api/revisions/a%20b')).toMatchObject({ params: { id: 'a b' } });
  });
  it('says which methods a known path allows, and nothing for an unknown path', () => {
    expect(matchRoute(routes, 'DELETE', '/api/drafts/1')).toEqual({ allowed: ['PUT', 'GET'] });
    expect(matchRoute(routes, 'GET', '/api/drafts/1/extra')).toBeUndefined();
    expect(matchRoute(routes, 'GET', '/api/revisions/%E0%A4%A')).toBeUndefined();
    expect(matchRoute(routes, 'GET', '/api/drafts/')).toBeUndefined();
  });
});
