import type { FromSchema } from 'json-schema-to-ts';

/**
 * An information page's body: a §3 CMS section from siteinfodetail, or (`seo`) the page's SEO
 * record body for pages the CMS has no section for (terms and conditions).
 */
export const propsSchema = {
  type: 'object',
  additionalProperties: false,
  properties: {
    section: { enum: ['about_us', 'privacy_policy', 'responsible_gaming', 'banking', 'faqs', 'seo'] },
    /** the SEO page_name when section is `seo` */
    seoPage: { type: 'string', pattern: '^[a-z][a-z-]*$' },
  },
} as const;

export type CmsContentProps = FromSchema<typeof propsSchema>;
