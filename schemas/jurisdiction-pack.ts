import type { FromSchema } from 'json-schema-to-ts';

const textSchema = { type: 'string', minLength: 1, maxLength: 400 } as const;
const dateSchema = { type: 'string', pattern: '^[0-9]{4}-[0-9]{2}-[0-9]{2}$' } as const;

/** A widget the template must render on the named pages (every page, or the listed site paths). */
const widgetRequirementSchema = {
  type: 'object',
  required: ['kind', 'widget', 'on'],
  additionalProperties: false,
  properties: {
    kind: { const: 'widget' },
    widget: { type: 'string', pattern: '^[A-Z][A-Za-z0-9]*$' },
    on: { anyOf: [{ const: 'every-page' }, { type: 'array', minItems: 1, items: { type: 'string', pattern: '^/' } }] },
    audience: { enum: ['everyone', 'players'] },
  },
} as const;

/**
 * A value the template's `jurisdiction` block must hold, at a pointer inside that block: present,
 * equal to a value, or within a range.
 */
const settingRequirementSchema = {
  type: 'object',
  required: ['kind', 'setting'],
  additionalProperties: false,
  properties: {
    kind: { const: 'setting' },
    setting: { type: 'string', pattern: '^(/[A-Za-z0-9_-]+)+$' },
    equals: { type: ['string', 'number', 'boolean'] },
    min: { type: 'number' },
    max: { type: 'number' },
    // consentpay: a list that must name at least this many (the consent grid's products and channels)
    minItems: { type: 'integer', minimum: 1 },
  },
} as const;

/** A forbidden combination: the widget shown to logged-out visitors (any node of it not under `when: {auth: "player"}`). */
const hiddenFromVisitorsSchema = {
  type: 'object',
  required: ['kind', 'widget'],
  additionalProperties: false,
  properties: {
    kind: { const: 'hidden-from-visitors' },
    widget: { type: 'string', pattern: '^[A-Z][A-Za-z0-9]*$' },
  },
} as const;

/** A prop every node of a widget must hold within bounds (a bonus's wagering multiple, its products). */
const widgetPropRequirementSchema = {
  type: 'object',
  required: ['kind', 'widget', 'prop'],
  additionalProperties: false,
  properties: {
    kind: { const: 'widget-prop' },
    widget: { type: 'string', pattern: '^[A-Z][A-Za-z0-9]*$' },
    prop: { type: 'string', pattern: '^[A-Za-z][A-Za-z0-9]*$' },
    max: { type: 'number' },
    maxItems: { type: 'integer', minimum: 0 },
    // consentpay: kinds a list prop's items may not have (a cashier's payment methods)
    forbidsKinds: { type: 'array', minItems: 1, items: { type: 'string', pattern: '^[a-z][a-z0-9-]*$' } },
  },
} as const;

/**
 * One dated requirement of a regulator (docs/compliance.md "The rules"): in force from `from` (and
 * until `until`, exclusive, when set), with its source and whether a compliance officer confirmed it.
 * `checkedBy` names the config-lint rule that judges it when an older, dedicated rule does; the
 * jurisdiction-pack rule judges every other.
 */
export const packRuleSchema = {
  type: 'object',
  required: ['id', 'from', 'source', 'confirmed', 'summary', 'requires'],
  additionalProperties: false,
  properties: {
    id: { type: 'string', pattern: '^[a-z][a-z0-9-]*$', maxLength: 60 },
    from: dateSchema,
    until: dateSchema,
    source: {
      type: 'object',
      required: ['document'],
      additionalProperties: false,
      properties: { document: textSchema, section: textSchema, url: { type: 'string', pattern: '^https://[^\\s]+$' } },
    },
    confirmed: { type: 'boolean' },
    /** why a date or value is ours rather than the source's */
    note: textSchema,
    summary: textSchema,
    requires: { oneOf: [widgetRequirementSchema, settingRequirementSchema, hiddenFromVisitorsSchema, widgetPropRequirementSchema] },
    fix: textSchema,
    checkedBy: { type: 'string', pattern: '^[a-z][a-z0-9-]*$' },
  },
} as const;

/** A regulator's requirements as dated rules: one pack per regulator (schemas/jurisdiction-packs/). */
export const jurisdictionPackSchema = {
  type: 'object',
  required: ['id', 'regulator', 'short', 'version', 'rules'],
  additionalProperties: false,
  properties: {
    /** the regulator id a template's `jurisdiction.regulator` names */
    id: { type: 'string', pattern: '^[a-z][a-z0-9-]*$' },
    regulator: textSchema,
    /** how a lint message names it: "AGCO", "UKGC" */
    short: { type: 'string', minLength: 2, maxLength: 20 },
    /** the pack's own version: raised when a rule is added or changed */
    version: { type: 'integer', minimum: 1 },
    rules: { type: 'array', minItems: 1, items: packRuleSchema },
  },
} as const;

export type PackRule = FromSchema<typeof packRuleSchema>;
export type JurisdictionPack = FromSchema<typeof jurisdictionPackSchema>;
export type PackRequirement = PackRule['requires'];
