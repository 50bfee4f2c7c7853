import type { Context } from '../context.ts';
import { readTemplate } from './preview-sites.ts';

/**
 * The regulator a demo site is licensed by: the `jurisdiction.regulator` of the template it wears
 * (its `theme_code`), through `extends`. A real backend knows its licences; the demo reads them
 * where the front end's config keeps them, from the set the server serves when it passes one.
 */
export function siteRegulator(ctx: Context, siteId: number): string | undefined {
  const row = ctx.sql('SELECT theme_code FROM sites WHERE id = ?').get(siteId) as { theme_code?: unknown } | undefined;
  const source = ctx.templates ?? readTemplate;
  const seen = new Set<string>();
  let key = typeof row?.theme_code === 'string' ? row.theme_code : undefined;
  while (key && !seen.has(key)) {
    seen.add(key);
    const file = source(key);
    const regulator = file?.jurisdiction?.regulator;
    if (typeof regulator === 'string') return regulator;
    key = file?.extends;
  }
  return undefined;
}
