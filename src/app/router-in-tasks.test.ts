// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import type { DataRouter, RouteObject } from 'react-router';
import { routerInTasks } from './router-in-tasks.ts';

const ids = (routes: readonly RouteObject[]): string[] => routes.flatMap((r) => [r.id ?? '', ...ids(r.children ?? [])]);

describe('routerInTasks', () => {
  it('makes the history, the router of the routes that can match, the others added and its start each in a task of its own, and hydrates from the data given', async () => {
    window.history.replaceState(null, '', '/slots');
    const results: unknown[] = [];
    const startedIn: number[] = [];
    const routesIn: string[][] = [];
    const ownTask = <T>(work: () => T): Promise<T> => {
      const result = work();
      results.push(result);
      // the router made in the second task: which task starts it, and the routes it has after each task
      if (results.length === 2) {
        const made = result as DataRouter;
        const initialize = made.initialize.bind(made);
        made.initialize = () => {
          startedIn.push(results.length + 1);
          return initialize();
        };
      }
      if (results.length >= 2) routesIn.push(ids((results[1] as DataRouter).routes));
      return Promise.resolve(result);
    };
    const pages = ['slots', 'casino', 'bingo'].map((path) => ({ id: path, path, loader: () => null }));
    const routes = [{ id: 'root', path: '/', loader: () => null, children: [{ id: 'layout', path: ':lang?', children: pages }] }];
    const router = await routerInTasks(routes, { loaderData: { root: 'r', slots: 's' } }, ownTask);
    expect(results).toHaveLength(4);
    expect(results[0]).toHaveProperty('listen');
    expect(results[1]).toBe(router);
    expect(startedIn).toEqual([4]);
    expect(routesIn).toEqual([
      ['root', 'layout', 'slots'],
      ['root', 'layout', 'slots', 'casino', 'bingo'],
      ['root', 'layout', 'slots', 'casino', 'bingo'],
    ]);
    expect(router.state.initialized).toBe(true);
    expect(router.state.matches.map((m) => m.route.id)).toEqual(['root', 'layout', 'slots']);
    expect(router.state.loaderData).toEqual({ root: 'r', slots: 's' });
    await router.navigate('/rus/casino');
    expect(router.state.matches.map((m) => m.route.id)).toEqual(['root', 'layout', 'casino']);
    router.dispose();
  });
});
