// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import type { DataRouter } from 'react-router';
import { routerInTasks } from './router-in-tasks.ts';

describe('routerInTasks', () => {
  it('makes the history, the router and its start each in a task of its own, and hydrates from the data given', async () => {
    window.history.replaceState(null, '', '/slots');
    const results: unknown[] = [];
    const startedIn: number[] = [];
    const ownTask = <T>(work: () => T): Promise<T> => {
      const result = work();
      results.push(result);
      // the router made in the second task: which task starts it
      if (results.length === 2) {
        const made = result as DataRouter;
        const initialize = made.initialize.bind(made);
        made.initialize = () => {
          startedIn.push(results.length + 1);
          return initialize();
        };
      }
      return Promise.resolve(result);
    };
    const routes = [{ id: 'root', path: '/', loader: () => null, children: [{ id: 'slots', path: 'slots', loader: () => null }] }];
    const router = await routerInTasks(routes, { loaderData: { root: 'r', slots: 's' } }, ownTask);
    expect(results).toHaveLength(3);
    expect(results[0]).toHaveProperty('listen');
    expect(results[1]).toBe(router);
    expect(startedIn).toEqual([3]);
    expect(router.state.initialized).toBe(true);
    expect(router.state.matches.map((m) => m.route.id)).toEqual(['root', 'slots']);
    expect(router.state.loaderData).toEqual({ root: 'r', slots: 's' });
    router.dispose();
  });
});
