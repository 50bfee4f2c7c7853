import {
  UNSAFE_createRouter as createRouter,
  UNSAFE_createBrowserHistory as createBrowserHistory,
  UNSAFE_hydrationRouteProperties as hydrationRouteProperties,
  UNSAFE_mapRouteProperties as mapRouteProperties,
  type DataRouter,
  type HydrationState,
  type RouteObject,
} from 'react-router';
import { inOwnTask } from '../lib/own-task.ts';

/**
 * What createBrowserRouter does, in three tasks of their own (src/lib/own-task.ts): the history (its
 * first replaceState), the router (the route table made into data routes, flattened and ranked, the URL
 * matched) and its start (the listeners, the view transitions read from sessionStorage). In one task they
 * took 9–27 ms in Chromium at load 2–4, a long task at Lighthouse's 4× CPU (issue 51 part 6).
 */
export async function routerInTasks(routes: RouteObject[], hydrationData: HydrationState | undefined, ownTask = inOwnTask): Promise<DataRouter> {
  const history = await ownTask(() => createBrowserHistory());
  const router = await ownTask(() => createRouter({ history, routes, hydrationData, mapRouteProperties, hydrationRouteProperties }));
  return ownTask(() => router.initialize());
}
