import { LANGUAGES } from '../../../../src/i18n/languages.ts';
import { seg } from '../../../project/json-pointer.ts';
import { didYouMean } from '../../../project/levenshtein.ts';
import { configDirLabel, routeEntries } from '../../../project/project.ts';
import { docsUrl, type ReportInput, type Rule } from '../../types.ts';
import { isRecord } from '../../../../schemas/is-record.ts';

/** `/cn`…: the router reads a first segment that is a language folder as the language (§2 language routing). */
const LANGUAGE_PATHS = new Set(Object.values(LANGUAGES).map((l) => `/${l.folder}`));

/**
 * A template's `routes` (docs/operators.md "Routes per template"): an own route renders a page that
 * exists (a file in pages/ or the template's own `pages` entry) and a layout that exists, on a path
 * no shared route has and that is no language prefix; a hide names a shared route; an entry is one or the other.
 */
export const rule: Rule = {
  meta: {
    id: 'template-route',
    severity: 'error',
    description: "A template's own route renders a missing page or layout or repeats a shared route's path, or a hide names no shared route in routes.json.",
    docs: docsUrl('template-route'),
  },
  create(context) {
    const { project } = context;
    const dir = configDirLabel(project);
    const report = (input: ReportInput, guess: string | undefined) =>
      context.report(guess ? { ...input, message: `${input.message}; did you mean "${guess}"?`, suggestion: guess } : input);
    return {
      onEnd() {
        const shared = new Map(routeEntries(project.routes).map((r) => [r.path, r]));
        for (const t of project.templates.values()) {
          const routes = t.file.data?.['routes'];
          if (!isRecord(routes)) continue;
          // the template's pages as it resolves them (its own file and its bases)
          const merged = t.merged ?? t.file.data;
          const ownPages = isRecord(merged?.['pages']) ? Object.keys(merged['pages']) : [];
          for (const [path, entry] of Object.entries(routes)) {
            if (!isRecord(entry)) continue;
            const at = `/routes/${seg(path)}`;
            const full = isRecord(merged?.['routes']) && isRecord(merged['routes'][path]) ? merged['routes'][path] : entry;
            if (entry['hidden'] === true) {
              const routeFields = ['page', 'guard', 'layout'].filter((k) => full[k] !== undefined);
              if (routeFields.length) {
                context.report({
                  file: t.file,
                  pointer: `${at}/hidden`,
                  message: `route ${path} is hidden and also has ${routeFields.join(', ')}: an entry either hides a shared route or is a route of its own`,
                });
              }
              if (!shared.has(path)) {
                report(
                  { file: t.file, pointer: at, key: true, message: `template ${t.key} hides ${path}, which is no shared route in ${dir}/routes.json` },
                  didYouMean(path, shared.keys()),
                );
              }
              continue;
            }
            const first = shared.get(path);
            if (first) {
              context.report({
                file: t.file,
                pointer: at,
                key: true,
                message: `route ${path} is already a shared route (${dir}/routes.json /routes/${first.index}, page "${first.page}"): a template adds new paths; to show another page there, override pages.${first.page}, or hide it with { "hidden": true }`,
              });
              continue;
            }
            if (LANGUAGE_PATHS.has(path)) {
              context.report({
                file: t.file,
                pointer: at,
                key: true,
                message: `route ${path} is a language prefix: the router reads it as that language's home, so the route is never reached`,
              });
              continue;
            }
            for (const field of ['page', 'guard'] as const) {
              if (full[field] === undefined)
                context.report({ file: t.file, pointer: at, key: true, message: `route ${path} needs a ${field} (or "hidden": true to hide a shared route)` });
            }
            const page = entry['page'];
            if (typeof page === 'string' && !project.pages.has(page) && !ownPages.includes(page)) {
              report(
                {
                  file: t.file,
                  pointer: `${at}/page`,
                  message: `route ${path} renders page "${page}", which has no file ${dir}/pages/${page}.json and is not in template ${t.key}'s pages`,
                },
                didYouMean(page, [...project.pages.keys(), ...ownPages]),
              );
            }
            const layout = entry['layout'];
            if (typeof layout === 'string' && !project.layouts.has(layout)) {
              report(
                { file: t.file, pointer: `${at}/layout`, message: `route ${path} uses layout "${layout}", which has no file ${dir}/layouts/${layout}.json` },
                didYouMean(layout, project.layouts.keys()),
              );
            }
          }
        }
      },
    };
  },
};
