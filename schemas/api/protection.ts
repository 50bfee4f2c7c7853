import type { FromSchema } from 'json-schema-to-ts';
import { statusFields } from './common.ts';

/** A time-out or self-exclusion as the demo backend records it (issue 31, docs/compliance.md). */
export const protectionRecordSchema = {
  type: 'object',
  required: ['kind', 'period', 'starts_at', 'ends_at', 'active'],
  properties: {
    kind: { enum: ['timeout', 'self_exclusion'] },
    /** hours for a time-out, months for a self-exclusion */
    period: { type: 'integer' },
    starts_at: { type: 'string' },
    ends_at: { type: 'string' },
    active: { type: 'boolean' },
  },
} as const;

/** `exclude` answers the period it recorded; `protection_status` the player's last one, or null. */
export const protectionResponseSchema = {
  type: 'object',
  required: ['statusCode'],
  properties: { ...statusFields, value: { anyOf: [protectionRecordSchema, { type: 'null' }] } },
} as const;

export type ProtectionRecord = FromSchema<typeof protectionRecordSchema>;
export type ProtectionResponse = FromSchema<typeof protectionResponseSchema>;
