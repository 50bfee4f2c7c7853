import { text } from '../../../src/api/readers/fields.ts';
import { sanitizeHtml } from '../../../src/lib/sanitize.ts';
import type { LoadContext } from '../../../src/render/types.ts';

/** The §3 siteinfodetail sections a page may show. */
export type CmsSection = 'about_us' | 'privacy_policy' | 'responsible_gaming' | 'banking' | 'faqs';

/** Which body: a siteinfodetail section or, for `seo`, the SEO record of `seoPage`. */
export type CmsSource = { section: 'seo'; seoPage: string } | { section: CmsSection };

/** Both bodies, already sanitised: the server and the client each sanitise what they render. */
export interface CmsContentData {
  active: boolean;
  en: string;
  local: string;
}

/** A section's status: the demo answers a boolean; other backends send 1/"1"/"active". */
export function isActive(status: unknown): boolean {
  return status === true || status === 1 || status === '1' || (typeof status === 'string' && /^(active|on|true|y|yes)$/i.test(status));
}

async function clean(en: string, local: string, active: boolean): Promise<CmsContentData> {
  const [cleanEn, cleanLocal] = await Promise.all([sanitizeHtml(en), sanitizeHtml(local)]);
  return { active, en: cleanEn.trim(), local: cleanLocal.trim() };
}

export async function loadCmsContent(props: CmsSource, ctx: LoadContext): Promise<CmsContentData> {
  const site = { domain_name: ctx.domain, external_id: ctx.externalId };
  if (props.section === 'seo') {
    const res = await ctx.api.settings.seo(site, props.seoPage);
    if (res.statusCode !== 1) throw new Error(res.statusDetail ?? res.statusMessage ?? 'content unavailable');
    const v = res.value ?? {};
    // A backend without a record for the page answers the home record: that is not this page's body.
    const own = v.page_name === undefined || v.page_name === props.seoPage;
    return clean(own ? text(v.item_body_en) : '', own ? text(v.item_body_local) : '', own);
  }
  const res = await ctx.api.settings.siteInfoDetail(site);
  if (res.statusCode !== 1) throw new Error(res.statusDetail ?? res.statusMessage ?? 'content unavailable');
  const all = res.value && typeof res.value === 'object' ? (res.value as Record<string, unknown>) : {};
  const raw = all[props.section];
  const entry = raw && typeof raw === 'object' ? (raw as Record<string, unknown>) : {};
  return clean(text(entry.content_en), text(entry.content_local), isActive(entry.status));
}
