import { configDirLabel, routeEntries } from '../../../project/project.ts';
import { didYouMean } from '../../../project/levenshtein.ts';
import { docsUrl, type ReportInput, type Rule } from '../../types.ts';

/**
 * Every route's layout and page exist: a route's `layout` has a file in layouts/, and its page has a
 * file in pages/ or an override in every concrete template (the server throws "No page/layout" otherwise).
 */
export const rule: Rule = {
  meta: {
    id: 'route-target',
    severity: 'error',
    description: 'A route names a layout with no file in layouts/, or a page with no file in pages/ that some template does not override either.',
    docs: docsUrl('route-target'),
  },
  create(context) {
    const { routes, layouts, pages, templates } = context.project;
    const dir = configDirLabel(context.project);
    const withGuess = (input: ReportInput, guess: string | undefined): ReportInput =>
      guess ? { ...input, message: `${input.message}; did you mean "${guess}"?`, suggestion: guess } : input;
    return {
      onEnd() {
        if (!routes) return;
        const concrete = [...templates.values()].filter((t) => !t.abstract && t.merged);
        for (const r of routeEntries(routes)) {
          if (r.layout !== undefined && !layouts.has(r.layout)) {
            const input = {
              file: routes,
              pointer: `/routes/${r.index}/layout`,
              message: `route ${r.path} uses layout "${r.layout}", which has no file ${dir}/layouts/${r.layout}.json`,
            };
            context.report(withGuess(input, didYouMean(r.layout, layouts.keys())));
          }
          if (!r.page || pages.has(r.page)) continue;
          const lacking = concrete.filter((t) => {
            const own = t.merged?.['pages'];
            return typeof own !== 'object' || own === null || !(r.page in own);
          });
          if (lacking.length === 0 && concrete.length > 0) continue;
          const who = lacking.length === concrete.length ? 'no template overrides it' : `templates ${lacking.map((t) => t.key).join(', ')} do not override it`;
          const input = {
            file: routes,
            pointer: `/routes/${r.index}/page`,
            message: `route ${r.path} renders page "${r.page}", which has no file ${dir}/pages/${r.page}.json and ${who}`,
          };
          context.report(withGuess(input, didYouMean(r.page, pages.keys())));
        }
      },
    };
  },
};
