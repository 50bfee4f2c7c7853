import type { TemplateFile } from '../../schemas/template.ts';
import type { RoutesFile } from '../../schemas/routes.ts';
import routesJson from '../../site-configs/routes.json';
import type { LayoutFile, PageFile } from './types.ts';

/**
 * The operator's JSON, loaded on demand: each file is its own chunk on the client, so a page
 * downloads only the layout, template and page it shows.
 */
const layouts = import.meta.glob<LayoutFile>('../../site-configs/layouts/*.json', { import: 'default' });
const templates = import.meta.glob<TemplateFile>('../../site-configs/templates/*.json', { import: 'default' });
const pages = import.meta.glob<PageFile>('../../site-configs/pages/*.json', { import: 'default' });

function loader<T>(files: Record<string, () => Promise<T>>, dir: string) {
  return (name: string): Promise<T | undefined> => {
    const load = files[`../../site-configs/${dir}/${name}.json`];
    return load ? load() : Promise.resolve(undefined);
  };
}

export const routesFile = routesJson as RoutesFile;
export const loadLayout = loader(layouts, 'layouts');
export const loadTemplate = loader(templates, 'templates');
export const loadPage = loader(pages, 'pages');
/** Keys a site may name as theme_code; `_name` files are abstract family bases. */
export const templateKeys = Object.keys(templates)
  .map((p) => p.replace(/^.*\/(.*)\.json$/, '$1'))
  .filter((k) => !k.startsWith('_'));
