import type { FromSchema } from 'json-schema-to-ts';
import { sitePathSchema } from './site-path.ts';

// bounded like a string prop: shown in a footer, never parsed
const textSchema = { type: 'string', minLength: 1, maxLength: 200 } as const;
const httpsUrlSchema = { type: 'string', pattern: '^https://[^\\s]+$', maxLength: 500 } as const;

/**
 * A template's jurisdiction and licence (docs/compliance.md): the regulator's id (one of
 * schemas/jurisdictions.ts; config-lint's unknown-jurisdiction names an unknown one) and what the
 * compliance blocks show. Inherited through `extends` like the template's other settings.
 */
export const jurisdictionConfigSchema = {
  type: 'object',
  required: ['regulator', 'licence'],
  additionalProperties: false,
  properties: {
    regulator: {
      description: 'The regulator: `ukgc`, `mga`, `curacao` or `pagcor` (schemas/jurisdictions.ts).',
      type: 'string',
      pattern: '^[a-z][a-z0-9-]*$',
      maxLength: 40,
    },
    licence: {
      type: 'object',
      required: ['number', 'licensee'],
      additionalProperties: false,
      properties: {
        number: { description: 'The licence (or account) number the regulator issued.', ...textSchema },
        licensee: { description: 'The licensed company, as the licence names it.', ...textSchema },
        address: { description: 'The licensee’s registered address, where the regulator asks for it.', ...textSchema },
        url: { description: 'The licence’s entry in the regulator’s public register (else the regulator’s site is linked).', ...httpsUrlSchema },
      },
    },
    minimumAge: { description: 'The site’s minimum age (at least the regulator’s; config-lint minimum-age).', type: 'integer', minimum: 16, maximum: 25 },
    helpline: {
      type: 'object',
      required: ['name'],
      additionalProperties: false,
      properties: {
        name: { description: 'The problem-gambling helpline’s name.', ...textSchema },
        phone: { description: 'Its phone number, as dialled in the market.', type: 'string', pattern: '^\\+?[0-9][0-9 ()-]{2,30}$' },
        url: { description: 'Its web site.', ...httpsUrlSchema },
      },
    },
    seal: {
      type: 'object',
      required: ['image', 'href'],
      additionalProperties: false,
      properties: {
        image: {
          description: 'The seal’s image: a site path under public/ or the regulator’s https URL (add its origin to IMG_ORIGINS).',
          anyOf: [sitePathSchema, httpsUrlSchema],
        },
        href: { description: 'Where the seal leads: the regulator’s live validation page for this domain.', ...httpsUrlSchema },
      },
    },
    realityCheckMinutes: {
      description: 'Minutes of a signed-in session before the reality check (else the regulator’s default; config-lint reality-check-interval).',
      type: 'integer',
      minimum: 1,
      maximum: 1440,
    },
  },
} as const;

export type JurisdictionConfig = FromSchema<typeof jurisdictionConfigSchema>;

/** Where a required block must appear: on every route of the site, or on the routes named. */
const placementSchema = { anyOf: [{ const: 'every-page' }, { type: 'array', minItems: 1, items: sitePathSchema }] } as const;

/** One jurisdiction's requirements as data (schemas/jurisdictions.ts holds them; docs/compliance.md cites their sources). */
export const jurisdictionRulesSchema = {
  type: 'object',
  required: ['id', 'regulator', 'country', 'regulatorUrl', 'minimumAge', 'requires', 'licenceData', 'selfExclusionMonths', 'sources'],
  additionalProperties: false,
  properties: {
    id: { type: 'string', pattern: '^[a-z][a-z0-9-]*$' },
    regulator: textSchema,
    country: textSchema,
    regulatorUrl: httpsUrlSchema,
    minimumAge: { type: 'integer', minimum: 16, maximum: 25 },
    requires: {
      type: 'array',
      items: {
        type: 'object',
        required: ['widget', 'on', 'why'],
        additionalProperties: false,
        properties: {
          widget: { enum: ['ComplianceFooter', 'RgTagline', 'RealityCheck', 'AgeConfirmation'] },
          on: placementSchema,
          /** `players`: a node shown to signed-in players only (`when: {auth: "player"}`) counts */
          audience: { enum: ['everyone', 'players'] },
          why: textSchema,
        },
      },
    },
    /** the licence data (template `jurisdiction`) the compliance blocks must be able to show */
    licenceData: { type: 'array', items: { enum: ['seal', 'helpline', 'address', 'url'] } },
    realityCheck: {
      type: 'object',
      required: ['defaultMinutes', 'minMinutes', 'maxMinutes', 'playerMayChange'],
      additionalProperties: false,
      properties: {
        defaultMinutes: { type: 'integer', minimum: 1 },
        minMinutes: { type: 'integer', minimum: 1 },
        maxMinutes: { type: 'integer', minimum: 1 },
        playerMayChange: { type: 'boolean' },
      },
    },
    selfExclusionMonths: { type: 'array', items: { type: 'integer', minimum: 1 } },
    sources: {
      type: 'array',
      minItems: 1,
      items: { type: 'object', required: ['title', 'url'], additionalProperties: false, properties: { title: textSchema, url: httpsUrlSchema } },
    },
  },
} as const;

export type JurisdictionRules = FromSchema<typeof jurisdictionRulesSchema>;
export type RequiredBlock = JurisdictionRules['requires'][number];
export type ComplianceWidget = RequiredBlock['widget'];
