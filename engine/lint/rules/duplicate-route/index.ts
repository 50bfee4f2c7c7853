import { routeEntries } from '../../../project/project.ts';
import { docsUrl, type Rule } from '../../types.ts';

/** A path as the router matches it: case-insensitively, repeated and trailing slashes ignored. */
export function normalisePath(path: string): string {
  const p = path.toLowerCase().replace(/\/{2,}/g, '/');
  return p.length > 1 ? p.replace(/\/$/, '') : p;
}

/** Two routes with one path: only the first is reachable. */
export const rule: Rule = {
  meta: {
    id: 'duplicate-route',
    severity: 'error',
    description: 'Two routes have the same path (compared lower-case, without repeated or trailing slashes).',
    docs: docsUrl('duplicate-route'),
  },
  create(context) {
    return {
      onEnd() {
        const routes = context.project.routes;
        if (!routes) return;
        const seen = new Map<string, { index: number; path: string }>();
        for (const r of routeEntries(routes)) {
          const key = normalisePath(r.path);
          const first = seen.get(key);
          if (!first) {
            seen.set(key, r);
            continue;
          }
          const same = first.path === r.path ? '' : ` ("${first.path}")`;
          context.report({
            file: routes,
            pointer: `/routes/${r.index}/path`,
            message: `route path "${r.path}" is already routed at /routes/${first.index}${same}: only the first is reachable`,
          });
        }
      },
    };
  },
};
