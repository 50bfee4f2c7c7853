import type { TemplateFile } from '../../schemas/template.ts';
import type { RouteEntry } from '../../schemas/routes.ts';
import { resolveTemplate } from './resolve-template.ts';
import type { LayoutFile, PageFile, ResolvedTemplate } from './types.ts';

/**
 * One published state of site-configs, read at runtime and passed by config-lint: immutable, and
 * named by the hash of its files so that anything derived from it can be cached under that name.
 */
export interface ConfigSet {
  revision: string;
  routes: RouteEntry[];
  layouts: Record<string, LayoutFile>;
  pages: Record<string, PageFile>;
  templates: Record<string, TemplateFile>;
  /** set by the config gate (engine/lint/gate.ts): every scheme token is serialised from its CSS parse tree */
  tokens?: 'serialised';
}

/** What the app reads of a config set: the same shape whether it sits in memory or behind the server. */
export interface ConfigSource {
  revision: string;
  routes: readonly RouteEntry[];
  layout(name: string): Promise<LayoutFile | undefined>;
  /** the page a template shows under this name: its own override, else the shared page (none for an unknown template) */
  page(name: string, templateKey: string): Promise<PageFile | undefined>;
  template(key: string): Promise<ResolvedTemplate | undefined>;
}

const own = <T>(record: Record<string, T>, name: string): T | undefined => (Object.hasOwn(record, name) ? record[name] : undefined);

/**
 * The schemes as a page may carry them: every token serialised from its CSS parse tree, so what a
 * page's <style> prints (src/app/theme.ts, in the browser too) is never a config's raw string. The
 * gate's sets are serialised already; any other set is parsed here, loading the parser only then
 * (it weighs ~4 MB of heap in each render thread that loads it).
 */
async function emittable(set: ConfigSet, template: ResolvedTemplate | undefined): Promise<ResolvedTemplate | undefined> {
  if (!template || set.tokens === 'serialised') return template;
  const { withEmittableSchemes } = await import('./design-tokens.ts');
  return withEmittableSchemes(template);
}

/** The server's view of one set; resolved templates are kept, since the set never changes. */
export function inMemorySource(set: ConfigSet): ConfigSource {
  const resolved = new Map<string, Promise<ResolvedTemplate | undefined>>();
  const template = (key: string): Promise<ResolvedTemplate | undefined> => {
    let hit = resolved.get(key);
    if (!hit) {
      // `_name` files are family bases, never a site's theme_code
      hit = key.startsWith('_')
        ? Promise.resolve(undefined)
        : // the copy's ICU parser loads only here, on the server, as the CSS parser does
          import('./brand-copy.ts')
            .then(({ compileBrandCopy }) => resolveTemplate(key, async (k) => own(set.templates, k), compileBrandCopy))
            .then((t) => emittable(set, t));
      resolved.set(key, hit);
    }
    return hit;
  };
  return {
    revision: set.revision,
    routes: set.routes,
    layout: async (name) => own(set.layouts, name),
    async page(name, templateKey) {
      const t = await template(templateKey);
      if (!t) return undefined;
      const override = t.pages[name];
      return override ? { version: 1, root: override.root } : own(set.pages, name);
    },
    template,
  };
}
