import type { RouteObject } from 'react-router';

/** A route path of one segment and nothing else: only a URL with that segment (in any case) can match it. */
const ONE_SEGMENT = /^[\w.-]+$/;

/** The children `firstRoutes` left out, by the id of the route they go under (DataRouter.patchRoutes). */
export type LaterRoutes = [parentId: string, children: RouteObject[]][];

/**
 * The route table cut to the routes that can match `pathname`, and the rest for later. react-router
 * flattens, ranks and tries every branch of a table when it makes the router, and `:lang?` doubles the
 * config's pages (src/app/routes.tsx): most of the router's creation (issue 51 part 6). A route left out
 * is a leaf whose path is one segment that `pathname` lacks, so the URL still matches the branch the whole
 * table matches (the best branch of the table is in the cut, whose order is the table's) and hydrates
 * from the server's loader data of the same routes.
 */
export function firstRoutes(routes: readonly RouteObject[], pathname: string): [RouteObject[], LaterRoutes] {
  // the router matches decoded segments, case-insensitively: both spellings of each, lower-cased, are kept
  const segments = new Set(
    pathname.split('/').flatMap((s) => {
      try {
        return [s, decodeURIComponent(s)].map((v) => v.toLowerCase());
      } catch {
        return [s.toLowerCase()];
      }
    }),
  );
  const later: LaterRoutes = [];
  const cut = (route: RouteObject): RouteObject => {
    if (!route.children || route.id === undefined) return route;
    const left: RouteObject[] = [];
    const children = route.children.map(cut).filter((child) => {
      const leave = !child.children && !!child.path && ONE_SEGMENT.test(child.path) && !segments.has(child.path.toLowerCase());
      if (leave) left.push(child);
      return !leave;
    });
    if (left.length) later.push([route.id, left]);
    return { ...route, children };
  };
  return [routes.map(cut), later];
}
