import type { RouteEntry } from '../../schemas/routes.ts';
import type { TemplateRoutes } from '../../schemas/template-routes.ts';

/**
 * The route table of a site: the shared routes (routes.json) without those its template hides,
 * then the template's own (docs/operators.md "Routes per template"). An own route on a shared path
 * takes that path over (config-lint's template-route refuses it, so a served set never has one).
 * The server routes a site's requests with it and sends it with the page for the browser's router,
 * so a hidden or another brand's route is the normal 404 on both.
 */
export function siteRoutes(shared: readonly RouteEntry[], own: TemplateRoutes | undefined): readonly RouteEntry[] {
  if (!own || Object.keys(own).length === 0) return shared;
  const mine: RouteEntry[] = [];
  for (const [path, r] of Object.entries(own)) {
    if (r.hidden || r.page === undefined || r.guard === undefined) continue;
    mine.push(r.layout === undefined ? { path, page: r.page, guard: r.guard } : { path, page: r.page, guard: r.guard, layout: r.layout });
  }
  return [...shared.filter((r) => !Object.hasOwn(own, r.path)), ...mine];
}
