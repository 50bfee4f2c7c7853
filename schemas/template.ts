import type { FromSchema } from 'json-schema-to-ts';
import { whenSchema } from './node.ts';
import { jurisdictionConfigSchema } from './jurisdiction.ts';
import { sitePathSchema } from './site-path.ts';
import { templateRoutesSchema } from './template-routes.ts';
import { structurePatchesSchema } from './template-structure.ts';
import { TEMPLATE_KEY_PATTERN } from './template-key.ts';
import { targetingSchema } from './targeting.ts';

// bounded: every token is parsed as CSS (config-lint and the server), and none needs more
const tokenSchema = { type: 'string', minLength: 1, maxLength: 200 } as const;

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

/**
 * The CSS value grammar (CSS Values definition syntax) a token of each kind must match: css-tree's
 * lexer checks it in config-lint and again where the server emits the tokens (src/config/design-tokens.ts).
 * Not the properties' own grammars: those also admit `inherit`, `initial`… which mean nothing in a token.
 * `radius` is one non-negative length or percentage, as `calc(var(--radius) + 4px)` in the styles needs.
 */
export const TOKEN_GRAMMARS = {
  color: '<color>',
  'font-family': '[ <family-name> | <generic-family> ]#',
  radius: '<length-percentage [0,∞]>',
} as const;

export type TokenKind = keyof typeof TOKEN_GRAMMARS;

/** What each design token is. Every token of the scheme has a kind (the `satisfies` checks it). */
export const TOKEN_KINDS = {
  bg: 'color',
  surface: 'color',
  surface2: 'color',
  text: 'color',
  muted: 'color',
  primary: 'color',
  onPrimary: 'color',
  accent: 'color',
  border: 'color',
  radius: 'radius',
  font: 'font-family',
} as const satisfies Record<keyof Scheme, TokenKind>;

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
        to: sitePathSchema,
        openModal: { enum: ['login', 'signin'] },
        delayMs: { type: 'integer', minimum: 0 },
      },
    },
    loginAction: { enum: ['modal', 'route'] },
  },
} as const;

/** What a template may change in one node of a shared page or layout, found by its id (docs/operators.md). */
export const nodePatchSchema = {
  type: 'object',
  additionalProperties: false,
  minProperties: 1,
  properties: {
    props: { type: 'object' },
    at: { type: 'object', additionalProperties: { type: 'object' } },
    when: whenSchema,
  },
} as const;

/** Node patches by tree name, then node id. */
const patchesByTreeSchema = { type: 'object', additionalProperties: { type: 'object', additionalProperties: nodePatchSchema } } as const;

/**
 * Operator copy (docs/operators.md "Brand copy"): the brand's own texts, per message key then
 * language code, published with the config set; a prop names one as `brand.<key>`. Kept in its own
 * block: the languages are §1's codes with message files (src/i18n/languages.ts, checked by its test).
 */
export const BRAND_LANGUAGES = ['EN', 'PHP', 'CN', 'ESP', 'RUS', 'VI', 'MS', 'NE', 'CT', 'BN'] as const;
export { BRAND_KEY_PREFIX } from './brand-key.ts';
/** A brand message's key as the template writes it (`home.headline`); props name it with the prefix. */
export const BRAND_KEY_PATTERN = '^[A-Za-z0-9_]+(\\.[A-Za-z0-9_]+)*$';
// one text: an ICU message (config-lint parses it); bounded like a string prop
const brandTextSchema = { type: 'string', minLength: 1, maxLength: 2000 } as const;
export const brandMessagesSchema = {
  type: 'object',
  propertyNames: { pattern: BRAND_KEY_PATTERN, maxLength: 100 },
  additionalProperties: {
    type: 'object',
    minProperties: 1,
    additionalProperties: false,
    properties: Object.fromEntries(BRAND_LANGUAGES.map((code) => [code, brandTextSchema])) as Record<(typeof BRAND_LANGUAGES)[number], typeof brandTextSchema>,
  },
} as const;

export const templateSchema = {
  type: 'object',
  required: ['version', 'key'],
  additionalProperties: false,
  properties: {
    $schema: { type: 'string' },
    version: { const: 1 },
    key: { type: 'string', pattern: TEMPLATE_KEY_PATTERN },
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
    patches: {
      type: 'object',
      additionalProperties: false,
      properties: { pages: patchesByTreeSchema, layouts: patchesByTreeSchema, structure: structurePatchesSchema },
    },
    messages: brandMessagesSchema,
    // brand routes (issue 27 part 6): own routes and hidden shared ones, schemas/template-routes.ts
    routes: templateRoutesSchema,
    // issue 31: the regulator and licence the compliance blocks show (schemas/jurisdiction.ts, docs/compliance.md)
    jurisdiction: jurisdictionConfigSchema,
    // time zone and experiments (issue 31 part 4, schemas/targeting.ts)
    targeting: targetingSchema,
    // four-eyes publishing (issue 49 part 3, engine/review/approval.ts): inherited through `extends`
    publishing: {
      type: 'object',
      additionalProperties: false,
      properties: { approval: { enum: ['required', 'optional'] } },
    },
  },
} as const;

export type Scheme = FromSchema<typeof schemeSchema>;
export type AuthEntry = FromSchema<typeof authEntrySchema>;
export type TemplateFile = FromSchema<typeof templateSchema>;
export type NodePatch = FromSchema<typeof nodePatchSchema>;
export type BrandCopy = FromSchema<typeof brandMessagesSchema>;
