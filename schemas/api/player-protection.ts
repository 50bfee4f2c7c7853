import type { FromSchema } from 'json-schema-to-ts';
import { statusFields } from './common.ts';

/** The periods a deposit limit counts over; `none` is a player's explicit choice of no limit (UKGC asks at registration). */
export const DEPOSIT_LIMIT_PERIODS = ['none', 'daily', 'weekly', 'monthly'] as const;

const limitSchema = {
  type: 'object',
  required: ['period', 'amount'],
  additionalProperties: false,
  properties: { period: { enum: DEPOSIT_LIMIT_PERIODS }, amount: { type: 'number', minimum: 0 } },
} as const;

/**
 * A player's deposit limit (docs/compliance.md "Registration and the first bet"): the one in force
 * (null: the player never answered the prompt), a raise waiting out the cooling-off period (with the
 * time it takes effect, ms since the epoch), and that period.
 */
export const depositLimitResponseSchema = {
  type: 'object',
  required: ['statusCode'],
  properties: {
    ...statusFields,
    value: {
      type: 'object',
      required: ['limit', 'pending', 'cooling_off_hours'],
      additionalProperties: false,
      properties: {
        limit: { anyOf: [{ type: 'null' }, limitSchema] },
        pending: {
          anyOf: [
            { type: 'null' },
            {
              type: 'object',
              required: ['period', 'amount', 'effective_at'],
              additionalProperties: false,
              properties: { ...limitSchema.properties, effective_at: { type: 'integer' } },
            },
          ],
        },
        cooling_off_hours: { type: 'integer', minimum: 0 },
      },
    },
  },
} as const;

export type DepositLimitResponse = FromSchema<typeof depositLimitResponseSchema>;
export type DepositLimitState = NonNullable<DepositLimitResponse['value']>;
export type DepositLimitPeriod = (typeof DEPOSIT_LIMIT_PERIODS)[number];

/** Whether the player has acknowledged the responsible-gaming information (MGA: shown once before the first bet). */
export const rgInformationResponseSchema = {
  type: 'object',
  required: ['statusCode'],
  properties: {
    ...statusFields,
    value: { type: 'object', required: ['acknowledged'], additionalProperties: false, properties: { acknowledged: { type: 'boolean' } } },
  },
} as const;

export type RgInformationResponse = FromSchema<typeof rgInformationResponseSchema>;

/** consentpay: the player's marketing consent, `product:channel` pairs (schemas/marketing-consent.ts); empty is none. */
export const marketingConsentResponseSchema = {
  type: 'object',
  required: ['statusCode'],
  properties: {
    ...statusFields,
    value: { type: 'object', required: ['consent'], additionalProperties: false, properties: { consent: { type: 'string' } } },
  },
} as const;
