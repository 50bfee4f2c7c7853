/**
 * The trees a preview page loads when it shows a newer draft version in place
 * (src/app/platform/preview-updates.ts): its site's template, its layout and its page, by their
 * /__config/<revision>/… addresses, sent with the answer of /__preview-draft so the page need not ask
 * for them one round trip after another (the template first: the layout and page depend on it).
 */
import type { ConfigSet } from '../../config/config-set.ts';
import { configPath, type ConfigPart } from '../../config/source.ts';
import type { ResolvedTemplate } from '../../config/types.ts';
import { chooseLayout } from '../../app/layout-choice.ts';
import { routeOfPath } from '../../app/route-of-path.ts';
import { configPart } from '../config/config-endpoint.ts';

/** `pathname` of a site on `templateKey` in `set`: what its loaders read, as /__config answers each; none for a template the set lacks. */
export async function pageTrees(set: ConfigSet, templateKey: string, pathname: string): Promise<Record<string, unknown>> {
  const template = (await configPart(set, { kind: 'template', key: templateKey }).catch(() => undefined)) as ResolvedTemplate | undefined;
  if (!template) return {};
  const route = routeOfPath(pathname, set.routes);
  const parts: ConfigPart[] = [
    { kind: 'template', key: templateKey },
    // the layout loader's choice (src/app/loaders.ts), on the path past a language's prefix
    { kind: 'layout', name: chooseLayout(route?.path ?? pathname, set.routes, template.layout) },
    ...(route ? [{ kind: 'page' as const, template: templateKey, name: route.page }] : []),
  ];
  const values = await Promise.all(parts.map((part) => configPart(set, part).catch(() => undefined)));
  return Object.fromEntries(parts.flatMap((part, i) => (values[i] === undefined ? [] : [[configPath(set.revision, part), values[i]]])));
}
