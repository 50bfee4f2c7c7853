import { routeEntries } from '../../../project/project.ts';
import { isRouteGuard, ROUTE_GUARDS } from '../../../../schemas/routes.ts';
import { didYouMean } from '../../../project/levenshtein.ts';
import { docsUrl, type Rule } from '../../types.ts';

/** §8: an unknown route rule raises an error at run time; catch it before it ships. */
export const rule: Rule = {
  meta: {
    id: 'unknown-route-rule',
    severity: 'error',
    description: "A route's guard is not one of auth, guest, none.",
    docs: docsUrl('unknown-route-rule'),
  },
  create(context) {
    return {
      onFile(file) {
        if (file.kind !== 'routes') return;
        for (const r of routeEntries(file)) {
          // a missing guard is the schema's `required`
          if (r.guard === undefined || isRouteGuard(r.guard)) continue;
          const guess = typeof r.guard === 'string' ? didYouMean(r.guard, ROUTE_GUARDS) : undefined;
          const input = {
            file,
            pointer: `/routes/${r.index}/guard`,
            message: `route ${r.path} has unknown route rule ${JSON.stringify(r.guard ?? null)}: the guard must be auth, guest or none${guess ? `; did you mean "${guess}"?` : ''}`,
          };
          context.report(guess ? { ...input, suggestion: guess } : input);
        }
      },
    };
  },
};
