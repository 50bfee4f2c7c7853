import { docsUrl, type Rule } from '../../types.ts';
import { didYouMean } from '../../../project/levenshtein.ts';

/** A page file, or a template's page override, that no route in routes.json renders. */
export const rule: Rule = {
  meta: {
    id: 'page-not-a-route',
    severity: 'error',
    description: "A page (site-configs/pages/<page>.json or a template's pages key) that no route uses.",
    docs: docsUrl('page-not-a-route'),
  },
  create(context) {
    const { routePages, routes } = context.project;
    const hint = (page: string) => {
      const guess = didYouMean(page, routePages);
      return guess ? `; did you mean "${guess}"?` : '';
    };
    return {
      onFile(file) {
        // without a readable route table every page would look unused
        if (!routes) return;
        if (file.kind === 'page' && !routePages.has(file.name)) {
          const guess = didYouMean(file.name, routePages);
          const input = { file, pointer: '', message: `page "${file.name}" is not the page of any route in routes.json${hint(file.name)}` };
          context.report(guess ? { ...input, suggestion: guess } : input);
        }
        const pages = file.kind === 'template' ? file.data?.['pages'] : undefined;
        if (typeof pages !== 'object' || pages === null) return;
        for (const page of Object.keys(pages)) {
          if (routePages.has(page)) continue;
          const guess = didYouMean(page, routePages);
          const input = {
            file,
            pointer: `/pages/${page.replaceAll('~', '~0').replaceAll('/', '~1')}`,
            key: true,
            message: `template page "${page}" is not the page of any route in routes.json${hint(page)}`,
          };
          context.report(guess ? { ...input, suggestion: guess } : input);
        }
      },
    };
  },
};
