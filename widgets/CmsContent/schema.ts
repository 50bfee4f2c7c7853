import type { FromSchema } from 'json-schema-to-ts';
import type { HydratePlan, WithDefaults } from '../../schemas/widget-manifest.ts';

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

/** See README.md: why this plan. */
export const hydrate: HydratePlan = 'never';

/** The props as a config writes them. */
export type CmsContentConfig = FromSchema<typeof propsSchema>;
/** The props as the component and loader receive them: defaults applied. */
export type CmsContentProps = WithDefaults<CmsContentConfig, typeof defaults>;
