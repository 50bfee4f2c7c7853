import type { Context } from '../context.ts';
import { asRow, num, text, type Row } from '../db/row.ts';

export interface UserRecord {
  id: number;
  site_id: number;
  account_id: string;
  password_hash: string;
  full_name: string;
  contact_email: string;
  contact_phone: string;
  status: string;
  game_balance: number;
  game_token: number;
  frozen_token: number;
  token_balance: number;
  total_deposit: number;
  total_turnover: number;
  referral_code: string;
  created_at: string;
}

export function toUser(row: Row): UserRecord {
  return {
    id: num(row, 'id'),
    site_id: num(row, 'site_id'),
    account_id: text(row, 'account_id'),
    password_hash: text(row, 'password_hash'),
    full_name: text(row, 'full_name'),
    contact_email: text(row, 'contact_email'),
    contact_phone: text(row, 'contact_phone'),
    status: text(row, 'status'),
    game_balance: num(row, 'game_balance'),
    game_token: num(row, 'game_token'),
    frozen_token: num(row, 'frozen_token'),
    token_balance: num(row, 'token_balance'),
    total_deposit: num(row, 'total_deposit'),
    total_turnover: num(row, 'total_turnover'),
    referral_code: text(row, 'referral_code'),
    created_at: text(row, 'created_at'),
  };
}

export function findUser(ctx: Context, siteId: number, accountId: string): UserRecord | null {
  // Account ids are matched case-insensitively, as players type them however they like.
  const row = ctx.sql('SELECT * FROM users WHERE site_id = ? AND account_id = ? COLLATE NOCASE').get(siteId, accountId);
  return row ? toUser(asRow(row)) : null;
}

export function findUserById(ctx: Context, id: number): UserRecord | null {
  const row = ctx.sql('SELECT * FROM users WHERE id = ?').get(id);
  return row ? toUser(asRow(row)) : null;
}
