import type { Context } from '../context.ts';
import { readTemplate } from './preview-sites.ts';

/**
 * The regulator a template's sites are licensed by: its own `jurisdiction.regulator` or the nearest
 * in its `extends` chain. A real backend knows its licences; the demo reads them where the front end's
 * config keeps them, from the set the server serves when it passes one, else CONFIG_DIR.
 */
export function templateRegulator(ctx: Context, templateKey: string): string | undefined {
  const source = ctx.templates ?? ((key: string) => readTemplate(key, true));
  const seen = new Set<string>();
  let key: string | undefined = templateKey;
  while (key !== undefined && !seen.has(key)) {
    seen.add(key);
    const file = source(key);
    const regulator = file?.jurisdiction?.regulator;
    if (typeof regulator === 'string') return regulator;
    key = file?.extends;
  }
  return undefined;
}

/** The regulator of a demo site: that of the template it wears (its `theme_code`). */
export function siteRegulator(ctx: Context, siteId: number): string | undefined {
  const row = ctx.sql('SELECT theme_code FROM sites WHERE id = ?').get(siteId) as { theme_code?: unknown } | undefined;
  return typeof row?.theme_code === 'string' ? templateRegulator(ctx, row.theme_code) : undefined;
}
