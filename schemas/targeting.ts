import type { FromSchema } from 'json-schema-to-ts';

/**
 * Targeting and experiments (issue 31 part 4, docs/targeting.md): the template's time zone, which a
 * `when` window without an offset is read in, and its experiments, each a map of variant name to an
 * integer weight (config-lint checks they sum to 100).
 */
export const EXPERIMENT_NAME_PATTERN = '^[a-z0-9][a-z0-9-]{0,39}$';

/** An ISO 8601 date-time to the minute or finer; without `Z` or an offset it is the site's local time. */
export const DATE_TIME_PATTERN = '^\\d{4}-\\d{2}-\\d{2}T\\d{2}:\\d{2}(:\\d{2}(\\.\\d{1,3})?)?(Z|[+-]\\d{2}:\\d{2})?$';

export const experimentSchema = {
  type: 'object',
  minProperties: 2,
  maxProperties: 20,
  propertyNames: { pattern: EXPERIMENT_NAME_PATTERN },
  additionalProperties: { type: 'integer', minimum: 0, maximum: 100 },
} as const;

export const targetingSchema = {
  type: 'object',
  additionalProperties: false,
  properties: {
    // an IANA zone name; config-lint checks that the runtime knows it
    timeZone: { type: 'string', pattern: '^[A-Za-z_]+(/[A-Za-z0-9_+-]+)*$', maxLength: 64 },
    experiments: {
      type: 'object',
      maxProperties: 20,
      propertyNames: { pattern: EXPERIMENT_NAME_PATTERN },
      additionalProperties: experimentSchema,
    },
  },
} as const;

export type Targeting = FromSchema<typeof targetingSchema>;
export type Experiments = NonNullable<Targeting['experiments']>;
