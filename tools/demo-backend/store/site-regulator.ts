import type { Context } from '../context.ts';
import { readTemplate, type TemplateFileShape } from './preview-sites.ts';

/**
 * The regulator a template's sites are licensed by: its own `jurisdiction.regulator` or the nearest
 * in its `extends` chain. A real backend knows its licences; the demo reads them where the front end's
 * config keeps them, from the set the server serves when it passes one, else CONFIG_DIR.
 */
export function templateRegulator(ctx: Context, templateKey: string): string | undefined {
  const regulator = nearestJurisdiction(ctx, templateKey, 'regulator');
  return typeof regulator === 'string' ? regulator : undefined;
}

type JurisdictionField = keyof NonNullable<TemplateFileShape['jurisdiction']>;

/** A jurisdiction field as a template's sites have it: its own, else the nearest in its `extends` chain. */
export function nearestJurisdiction(ctx: Context, templateKey: string, field: JurisdictionField): unknown {
  const source = ctx.templates ?? ((key: string) => readTemplate(key, true));
  const seen = new Set<string>();
  let key: string | undefined = templateKey;
  while (key !== undefined && !seen.has(key)) {
    seen.add(key);
    const file = source(key);
    const value = file?.jurisdiction?.[field];
    if (value !== undefined) return value;
    key = file?.extends;
  }
  return undefined;
}

/** The template a demo site wears (its `theme_code`). */
export function siteTemplate(ctx: Context, siteId: number): string | undefined {
  const row = ctx.sql('SELECT theme_code FROM sites WHERE id = ?').get(siteId) as { theme_code?: unknown } | undefined;
  return typeof row?.theme_code === 'string' ? row.theme_code : undefined;
}

/** The regulator of a demo site: that of the template it wears (its `theme_code`). */
export function siteRegulator(ctx: Context, siteId: number): string | undefined {
  const template = siteTemplate(ctx, siteId);
  return template === undefined ? undefined : templateRegulator(ctx, template);
}
