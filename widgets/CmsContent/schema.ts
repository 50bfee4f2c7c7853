import type { FromSchema } from 'json-schema-to-ts';
import type { WidgetManifest, WithDefaults } from '../../schemas/widget-manifest.ts';

/**
 * An information page's body: a §3 CMS section from siteinfodetail, or (`seo`) the page's SEO
 * record body for pages the CMS has no section for (terms and conditions).
 */
export const propsSchema = {
  type: 'object',
  additionalProperties: false,
  properties: {
    section: {
      description: 'Which CMS section (§3 siteinfodetail) the page shows; `seo` shows the SEO record body of `seoPage`.',
      enum: ['about_us', 'privacy_policy', 'responsible_gaming', 'banking', 'faqs', 'seo'],
    },
    seoPage: {
      description: 'The SEO page_name whose body is shown when `section` is `seo`.',
      examples: ['term-condition'],
      type: 'string',
      pattern: '^[a-z][a-z-]*$',
    },
  },
} as const;

/** What a node's props start from (the renderer merges them first). */
export const defaults = { section: 'about_us', seoPage: 'home' } satisfies Partial<CmsContentConfig>;

/** The props as a config writes them. */
export type CmsContentConfig = FromSchema<typeof propsSchema>;
/** The props as the component and loader receive them: defaults applied. */
export type CmsContentProps = WithDefaults<CmsContentConfig, typeof defaults>;

/** The widget's manifest (schemas/widget-manifest.ts): index.ts spreads it into defineWidget; build:schemas emits it for the tools. */
export const manifest = {
  hydrate: 'never',
  defaults,
} satisfies WidgetManifest<CmsContentConfig>;

/** Why this plan (README.md's "Hydration plan" line says it too); apart from `manifest`, so the player's bundle does not carry it. */
export const hydrateReason = 'A CMS page body (text and links) from its loader: no input and no client-side effect.';
