import { describe, expect, it } from 'vitest';
import type { RouteObject } from 'react-router';
import { createRoutes } from './routes.tsx';
import type { AppDeps } from './deps.ts';
import { createRegistry } from '../render/registry.ts';

/** Every route of a table, however deep. */
const all = (routes: readonly RouteObject[]): RouteObject[] => routes.flatMap((r) => [r, ...all(r.children ?? [])]);

describe('the route table', () => {
  // the browser build compiles react-router's lazy routes and middleware out (tools/vite-react-router-unused.ts)
  it('has no lazy route and no middleware', () => {
    const deps = {
      config: {
        routes: [
          { path: '/', page: 'home', guard: 'none' },
          { path: '/account', page: 'account', guard: 'auth' },
        ],
      },
      registry: createRegistry([]),
      dev: false,
    } as unknown as AppDeps;
    const routes = all(createRoutes(deps));
    expect(routes.length).toBeGreaterThan(4);
    for (const route of routes) {
      expect(route).not.toHaveProperty('lazy');
      expect(route).not.toHaveProperty('middleware');
    }
  });
});
