import type { FromSchema } from 'json-schema-to-ts';

const tokenSchema = { type: 'string', minLength: 1 } as const;

/** Design tokens of one colour scheme, emitted as CSS custom properties (--color-bg, …). */
export const schemeSchema = {
  type: 'object',
  required: ['bg', 'surface', 'surface2', 'text', 'muted', 'primary', 'onPrimary', 'accent', 'border'],
  additionalProperties: false,
  properties: {
    bg: tokenSchema,
    surface: tokenSchema,
    surface2: tokenSchema,
    text: tokenSchema,
    muted: tokenSchema,
    primary: tokenSchema,
    onPrimary: tokenSchema,
    accent: tokenSchema,
    border: tokenSchema,
    radius: tokenSchema,
    font: tokenSchema,
  },
} as const;

/** §2 access guard and login entry, as data. */
export const authEntrySchema = {
  type: 'object',
  required: ['guardRedirect', 'loginAction'],
  additionalProperties: false,
  properties: {
    guardRedirect: {
      type: 'object',
      required: ['to'],
      additionalProperties: false,
      properties: {
        to: { type: 'string', pattern: '^/' },
        openModal: { enum: ['login', 'signin'] },
        delayMs: { type: 'integer', minimum: 0 },
      },
    },
    loginAction: { enum: ['modal', 'route'] },
  },
} as const;

export const templateSchema = {
  type: 'object',
  required: ['version', 'key'],
  additionalProperties: false,
  properties: {
    $schema: { type: 'string' },
    version: { const: 1 },
    key: { type: 'string', pattern: '^[a-z]+[0-9]+$' },
    extends: { type: 'string' },
    family: { enum: ['casino', 'slot', 'sportsbook'] },
    label: { type: 'string' },
    layout: { type: 'string' },
    breakpoints: {
      type: 'object',
      additionalProperties: { type: 'integer', minimum: 0, maximum: 9999 },
    },
    schemes: { type: 'object', additionalProperties: schemeSchema },
    authEntry: authEntrySchema,
    pages: { type: 'object', additionalProperties: { type: 'object' } },
  },
} as const;

export type Scheme = FromSchema<typeof schemeSchema>;
export type AuthEntry = FromSchema<typeof authEntrySchema>;
export type TemplateFile = FromSchema<typeof templateSchema>;
