import type { FromSchema } from 'json-schema-to-ts';
import { sitePathSchema } from './site-path.ts';
import { MARKETING_CHANNELS, MARKETING_PRODUCTS } from './marketing-consent.ts';

// bounded like a string prop: shown in a footer, never parsed
const textSchema = { type: 'string', minLength: 1, maxLength: 200 } as const;
const httpsUrlSchema = { type: 'string', pattern: '^https://[^\\s]+$', maxLength: 500 } as const;

/**
 * The seal script's address (issue 31, Curaçao's live seal): https, or plain http on a loopback
 * address only (the demo's stand-in seal, DEMO_SEAL_PORT). config-lint's seal-origin rule checks its
 * origin is one the regulator's data lists.
 */
const sealScriptSchema = {
  type: 'string',
  pattern: '^(https://[^\\s/?#@]+|http://127\\.0\\.0\\.1:[0-9]{1,5})/[^\\s]*$',
  maxLength: 500,
} as const;

/** An origin a regulator serves its seal script from: scheme, host, optional port, nothing else. */
const sealOriginSchema = { type: 'string', pattern: '^(https://[a-z0-9.-]+(:[0-9]{1,5})?|http://127\\.0\\.0\\.1:[0-9]{1,5})$' } as const;

/**
 * A template's jurisdiction and licence (docs/compliance.md): the regulator's id (one of
 * schemas/jurisdictions.ts; config-lint's unknown-jurisdiction names an unknown one) and what the
 * compliance blocks show. Inherited through `extends` like the template's other settings. Editors'
 * help for each field is in schemas/jurisdiction-docs.ts.
 */
export const jurisdictionConfigSchema = {
  type: 'object',
  required: ['regulator', 'licence'],
  additionalProperties: false,
  properties: {
    regulator: {
      type: 'string',
      pattern: '^[a-z][a-z0-9-]*$',
      maxLength: 40,
    },
    licence: {
      type: 'object',
      required: ['number', 'licensee'],
      additionalProperties: false,
      properties: {
        number: textSchema,
        licensee: textSchema,
        address: textSchema,
        url: httpsUrlSchema,
      },
    },
    minimumAge: { type: 'integer', minimum: 16, maximum: 25 },
    helpline: {
      type: 'object',
      required: ['name'],
      additionalProperties: false,
      properties: {
        name: textSchema,
        phone: { type: 'string', pattern: '^\\+?[0-9][0-9 ()-]{2,30}$' },
        url: httpsUrlSchema,
      },
    },
    seal: {
      type: 'object',
      required: ['image', 'href'],
      additionalProperties: false,
      properties: {
        image: {
          anyOf: [sitePathSchema, httpsUrlSchema],
        },
        href: httpsUrlSchema,
        script: sealScriptSchema,
      },
    },
    realityCheckMinutes: {
      type: 'integer',
      minimum: 1,
      maximum: 1440,
    },
    // jurisdiction packs (issue 52): settings the dated pack rules judge (schemas/jurisdiction-packs/)
    registrationLimits: {
      type: 'object',
      additionalProperties: false,
      properties: { deposit: { type: 'boolean' }, time: { type: 'boolean' } },
    },
    limitIncreaseWaitHours: { type: 'integer', minimum: 0, maximum: 720 },
    selfExclusionAllBrands: { type: 'boolean' },
    // consentpay: the products and channels registration asks marketing consent for, one checkbox per pair (RegisterForm)
    marketingConsent: {
      type: 'object',
      required: ['products', 'channels'],
      additionalProperties: false,
      properties: {
        products: { type: 'array', maxItems: MARKETING_PRODUCTS.length, uniqueItems: true, items: { enum: MARKETING_PRODUCTS } },
        channels: { type: 'array', maxItems: MARKETING_CHANNELS.length, uniqueItems: true, items: { enum: MARKETING_CHANNELS } },
      },
    },
    // issue 52 part 2: a regulator's mandated tagline in its exact wording (PAGCOR), and GB's safer-gambling message set
    tagline: { type: 'string', minLength: 1, maxLength: 300 },
    saferGamblingMessages: { type: 'array', minItems: 1, maxItems: 20, uniqueItems: true, items: { type: 'string', minLength: 1, maxLength: 200 } },
  },
} as const;

export type JurisdictionConfig = FromSchema<typeof jurisdictionConfigSchema>;

/** Where a required block must appear: on every route of the site, or on the routes named. */
const placementSchema = { anyOf: [{ const: 'every-page' }, { type: 'array', minItems: 1, items: sitePathSchema }] } as const;

/** Where a requirement comes from: a regulator's text and its address. */
const sourceSchema = {
  type: 'object',
  required: ['title', 'url'],
  additionalProperties: false,
  properties: { title: textSchema, url: httpsUrlSchema },
} as const;

/** One jurisdiction's requirements as data (schemas/jurisdictions.ts holds them; docs/compliance.md cites their sources). */
export const jurisdictionRulesSchema = {
  type: 'object',
  required: ['id', 'regulator', 'country', 'regulatorUrl', 'minimumAge', 'requires', 'licenceData', 'selfExclusionMonths', 'timeOutHours', 'sources'],
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
          widget: { enum: ['ComplianceFooter', 'RgTagline', 'RealityCheck', 'AgeConfirmation', 'PlayerProtection'] },
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
    // registration and the first bet (docs/compliance.md "Registration and the first bet")
    /** UKGC: sign-up asks for a deposit limit (or an explicit "none"); a raise waits `coolingOffHours` */
    depositLimitPrompt: {
      type: 'object',
      required: ['coolingOffHours', 'source'],
      additionalProperties: false,
      properties: { coolingOffHours: { type: 'integer', minimum: 1, maximum: 720 }, source: sourceSchema },
    },
    /** MGA: responsible-gaming information once after sign-up and once before a player's first game */
    rgInformation: {
      type: 'object',
      required: ['afterRegistration', 'beforeFirstBet', 'source'],
      additionalProperties: false,
      properties: { afterRegistration: { type: 'boolean' }, beforeFirstBet: { type: 'boolean' }, source: sourceSchema },
    },
    /**
     * Where the regulator's live seal script may come from (a template's `seal.script`): `origins` are
     * the regulator's; `demoOrigins` the demo's loopback stand-in, admitted by the server only while
     * DEMO_SEAL_PORT serves it. No entry: the regulator has no seal script.
     */
    sealScript: {
      type: 'object',
      required: ['origins'],
      additionalProperties: false,
      properties: {
        origins: { type: 'array', minItems: 1, items: sealOriginSchema },
        demoOrigins: { type: 'array', items: sealOriginSchema },
        /** what the seal loads besides its script (CSP directives it needs for those origins) */
        needs: { type: 'array', items: { enum: ['img-src', 'connect-src'] } },
      },
    },
    /**
     * `required`: a change to a template licensed by this regulator goes live only once an operator
     * other than its editors approved it (four-eyes, docs/operators.md "Review and approval").
     */
    publishingApproval: { enum: ['required'] },
    /** the time-outs (a break shorter than a self-exclusion) the regulator lists, in hours; none listed: none offered */
    timeOutHours: { type: 'array', items: { type: 'integer', minimum: 1 } },
    sources: {
      type: 'array',
      minItems: 1,
      items: sourceSchema,
    },
  },
} as const;

export type JurisdictionRules = FromSchema<typeof jurisdictionRulesSchema>;
export type RequiredBlock = JurisdictionRules['requires'][number];
export type ComplianceWidget = RequiredBlock['widget'];
