import type { FromSchema } from 'json-schema-to-ts';
import { statusFields } from './common.ts';

/** Any §7 response whose body the front end reads only for its status ("not shown" in §7). */
export const statusResponseSchema = {
  type: 'object',
  required: ['statusCode'],
  properties: { ...statusFields },
} as const;

/** login and login_tac (§7). */
export const loginResponseSchema = {
  type: 'object',
  required: ['statusCode'],
  properties: {
    ...statusFields,
    token: { type: 'string' },
    user: {
      type: 'object',
      required: ['account_id'],
      properties: { account_id: { type: 'string' }, session_token: { type: 'string' } },
    },
    fullname: { type: ['string', 'null'] },
    email: { type: ['string', 'null'] },
    /** the session was opened with a password-reset code: the next step is a new password */
    recovery: { type: 'boolean' },
    /** a refused login (`timedOut`, `selfExcluded`, issue 31): when the player's break ends, ISO 8601 */
    excluded_until: { type: 'string' },
  },
} as const;

export const balanceResponseSchema = {
  type: 'object',
  required: ['statusCode'],
  properties: {
    ...statusFields,
    game_balance: { type: ['number', 'string'] },
    game_token: { type: ['number', 'string'] },
    minigame: {
      type: 'object',
      properties: { frozen_token: { type: ['number', 'string'] }, token_balance: { type: ['number', 'string'] } },
    },
  },
} as const;

/** §3 VIP next-level record. */
export const vipLevelSchema = {
  type: 'object',
  properties: {
    starting_deposit: { type: ['number', 'string'] },
    cycle_deposit: { type: ['number', 'string'] },
    deposit_next: { type: ['number', 'string'] },
    starting_turnover: { type: ['number', 'string'] },
    cycle_turnover: { type: ['number', 'string'] },
    turnover_next: { type: ['number', 'string'] },
    vip_name: { type: 'string' },
    vip_name_next: { type: 'string' },
    /** the demo backend's local-language names (docs/i18n.md) */
    vip_name_local: { type: 'string' },
    vip_name_next_local: { type: 'string' },
  },
} as const;

export const vipResponseSchema = {
  type: 'object',
  required: ['statusCode'],
  properties: { ...statusFields, nextLevel: { type: 'array', items: vipLevelSchema } },
} as const;

/**
 * One rung of vip_before_login's ladder as the demo backend writes it. §7 does not show the shape, so the
 * response schema keeps items open and the client reads each rung leniently into this type.
 */
export const vipRungSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['level', 'vip_name', 'vip_name_local', 'deposit_required', 'turnover_required', 'birthday_bonus', 'rebate_percent'],
  properties: {
    level: { type: 'number' },
    vip_name: { type: 'string' },
    /** the level's name in the site's local language ('' when not sent) */
    vip_name_local: { type: 'string' },
    deposit_required: { type: 'number' },
    turnover_required: { type: 'number' },
    birthday_bonus: { type: 'number' },
    rebate_percent: { type: 'number' },
  },
} as const;

export const vipLadderResponseSchema = {
  type: 'object',
  required: ['statusCode'],
  properties: { ...statusFields, value: { type: 'array', items: { type: 'object' } } },
} as const;

export type StatusResponse = FromSchema<typeof statusResponseSchema>;
export type LoginResponse = FromSchema<typeof loginResponseSchema>;
export type BalanceResponse = FromSchema<typeof balanceResponseSchema>;
export type VipResponse = FromSchema<typeof vipResponseSchema>;
export type VipLadderResponse = FromSchema<typeof vipLadderResponseSchema>;
export type VipRung = FromSchema<typeof vipRungSchema>;
