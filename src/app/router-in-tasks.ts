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
import { firstRoutes } from './first-routes.ts';

/**
 * What createBrowserRouter does, in tasks of their own (src/lib/own-task.ts): the history (its first
 * replaceState), the router of the routes that can match the URL (src/app/first-routes.ts: made into data
 * routes, flattened and ranked, the URL matched), the other routes added to it (flattened and ranked again,
 * nothing matched), and its start (the listeners, the view transitions read from sessionStorage), which
 * comes last: no navigation can find the table incomplete. The router of the whole table, made and
 * matched in one task, took 17–21 ms in Chromium, a long task at Lighthouse's 4× CPU (issue 51 part 6); of
 * its thread time (6–16 ms at load 5–7) the cut table's router keeps 3–6 ms, the pages added 3–8 ms.
 */
export async function routerInTasks(routes: RouteObject[], hydrationData: HydrationState | undefined, ownTask = inOwnTask): Promise<DataRouter> {
  const history = await ownTask(() => createBrowserHistory());
  const [first, later] = firstRoutes(routes, history.location.pathname);
  const router = await ownTask(() => createRouter({ history, routes: first, hydrationData, mapRouteProperties, hydrationRouteProperties }));
  await ownTask(() => later.forEach(([id, children]) => router.patchRoutes(id, children)));
  return ownTask(() => router.initialize());
}
