import type { FromSchema } from 'json-schema-to-ts';
import { statusFields } from './common.ts';

/** §3 "Startup response" as the front end reads it from POST /api/startup {domain_name}. */
export const siteSchema = {
  type: 'object',
  required: ['site_name', 'currency', 'theme_code', 'theme_color', 'external_id', 'gamify_status', 'free_game'],
  properties: {
    site_name: { type: 'string' },
    currency: { type: 'string' },
    theme_code: { type: 'string' },
    theme_color: { type: 'string' },
    logo1: { type: 'string' },
    logo2: { type: 'string' },
    logo3: { type: 'string' },
    status: { type: 'boolean' },
    expired_date: { type: ['string', 'null'] },
    logo_text: { type: 'string' },
    external_id: { type: 'string' },
    android_sub: { type: 'string' },
    ios_sub: { type: 'string' },
    manifest_icon: { type: 'string' },
    gamify_status: { type: 'boolean' },
    free_game: { type: 'boolean' },
  },
} as const;

const menuItemSchema = {
  type: 'object',
  required: ['content_id', 'title', 'url'],
  properties: {
    content_id: { type: 'integer' },
    title: { type: 'string' },
    title_local: { type: 'string' },
    url: { type: 'string' },
    icon: { type: 'string' },
    category: { type: 'string' },
  },
} as const;

export const startupResponseSchema = {
  type: 'object',
  required: ['statusCode'],
  properties: {
    ...statusFields,
    maintenance: {
      type: 'object',
      required: ['is_maintenance'],
      properties: {
        is_maintenance: { type: 'boolean' },
        start_date: { type: ['string', 'null'] },
        end_date: { type: ['string', 'null'] },
      },
    },
    site: siteSchema,
    content: {
      type: 'object',
      properties: {
        menu: {
          type: 'array',
          items: {
            ...menuItemSchema,
            properties: { ...menuItemSchema.properties, children: { type: 'array', items: menuItemSchema } },
          },
        },
        game_menu: { type: 'array', items: menuItemSchema },
      },
    },
    language: {
      type: 'array',
      items: {
        type: 'object',
        // the code alone: the player's pages name each language themselves (src/i18n/language-names.ts), so no code reads a name
        required: ['code'],
        properties: {
          code: { type: 'string' },
          name: { type: 'string' },
          icon: { type: 'string' },
          files: { type: 'array', items: { type: 'string' } },
        },
      },
    },
    i18n: {
      type: 'object',
      properties: {
        strategy: { enum: ['prefix_except_default', 'prefix_and_default', 'no_prefix'] },
        default_locale: { type: 'string' },
        root_redirect: { type: ['string', 'null'] },
      },
    },
    provider_count: {
      type: 'array',
      items: {
        type: 'object',
        required: ['provider_code', 'category', 'count'],
        properties: {
          provider_code: { type: 'string' },
          category: { type: 'string' },
          count: { type: 'integer' },
        },
      },
    },
    aff_domain: { type: 'string' },
    live_chat: {
      type: 'object',
      properties: {
        chat_id: { type: ['string', 'null'] },
        image_id: { type: ['string', 'null'] },
        status: { type: 'boolean' },
      },
    },
    ai_assistant: {
      type: 'object',
      properties: {
        img_url_large: { type: 'string' },
        img_url_small: { type: 'string' },
        en_name: { type: 'string' },
        local_name: { type: 'string' },
        names: { type: 'object', additionalProperties: { type: 'string' } },
      },
    },
  },
} as const;

export type StartupResponse = FromSchema<typeof startupResponseSchema>;
export type Site = FromSchema<typeof siteSchema>;
