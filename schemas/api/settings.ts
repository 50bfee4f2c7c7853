import type { FromSchema } from 'json-schema-to-ts';
import { statusFields } from './common.ts';

export const partnerSchema = {
  type: 'object',
  required: ['href', 'img_url', 'partner_name'],
  properties: { href: { type: 'string' }, img_url: { type: 'string' }, partner_name: { type: 'string' } },
} as const;

export const partnersResponseSchema = {
  type: 'object',
  required: ['statusCode'],
  properties: { ...statusFields, value: { type: 'array', items: partnerSchema } },
} as const;

export const analyticsResponseSchema = {
  type: 'object',
  required: ['statusCode'],
  properties: {
    ...statusFields,
    value: {
      type: 'array',
      items: { type: 'object', required: ['section', 'script'], properties: { section: { enum: ['HEAD', 'BODY'] }, script: { type: 'string' } } },
    },
  },
} as const;

/** §3 SEO record. */
export const seoRecordSchema = {
  type: 'object',
  properties: {
    page_name: { type: 'string' },
    meta_title: { type: 'string' },
    meta_desc: { type: 'string' },
    meta_keywords: { type: 'string' },
    meta_author: { type: 'string' },
    meta_publisher: { type: 'string' },
    meta_lang: { type: 'string' },
    meta_image_url: { type: 'string' },
    meta_url: { type: 'string' },
    meta_canonical: { type: 'string' },
    item_name_en: { type: 'string' },
    item_name_local: { type: 'string' },
    item_body_en: { type: 'string' },
    item_body_local: { type: 'string' },
  },
} as const;

export const seoResponseSchema = {
  type: 'object',
  required: ['statusCode'],
  properties: { ...statusFields, value: seoRecordSchema },
} as const;

export type Partner = FromSchema<typeof partnerSchema>;
export type PartnersResponse = FromSchema<typeof partnersResponseSchema>;
export type AnalyticsResponse = FromSchema<typeof analyticsResponseSchema>;
export type SeoRecord = FromSchema<typeof seoRecordSchema>;
export type SeoResponse = FromSchema<typeof seoResponseSchema>;
