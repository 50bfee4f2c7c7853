import { randomInt } from 'node:crypto';
import type { Context } from '../context.ts';
import { asRow, num } from '../db/row.ts';
import { DEMO_ACCOUNT, DEMO_TAC } from '../seed/demo-player.ts';
import type { SiteRecord } from '../store/sites.ts';

export type TacPurpose = 'register' | 'login' | 'reset';

/** Issues a 6-digit TAC. There is no SMS gateway in the demo: the code goes to the server log instead. */
export function issueTac(ctx: Context, site: SiteRecord, domain: string, accountId: string, purpose: TacPurpose): void {
  const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
  ctx.sql('UPDATE tac_codes SET used = 1 WHERE site_id = ? AND account_id = ? COLLATE NOCASE AND purpose = ? AND used = 0').run(site.id, accountId, purpose);
  ctx.sql('INSERT INTO tac_codes (site_id, account_id, purpose, code, expires_at) VALUES (?, ?, ?, ?, ?)').run(site.id, accountId, purpose, code, ctx.now() + ctx.tacTtlMs);
  ctx.log(`TAC for ${accountId}@${domain}: ${code}`);
}

export type TacResult = 'ok' | 'invalidTac' | 'tacExpired';

/** Checks and consumes a TAC. The demo player's fixed 000000 always passes so demos need no log access. */
export function consumeTac(ctx: Context, site: SiteRecord, accountId: string, tac: string, purposes: readonly TacPurpose[]): TacResult {
  if (tac === DEMO_TAC && accountId.toLowerCase() === DEMO_ACCOUNT) return 'ok';
  if (!/^\d{6}$/.test(tac)) return 'invalidTac';
  const placeholders = purposes.map(() => '?').join(', ');
  const row = ctx.sql(`SELECT id, expires_at FROM tac_codes WHERE site_id = ? AND account_id = ? COLLATE NOCASE AND code = ? AND used = 0 AND purpose IN (${placeholders}) ORDER BY id DESC LIMIT 1`)
    .get(site.id, accountId, tac, ...purposes);
  if (!row) return 'invalidTac';
  const found = asRow(row);
  if (num(found, 'expires_at') <= ctx.now()) return 'tacExpired';
  ctx.sql('UPDATE tac_codes SET used = 1 WHERE id = ?').run(num(found, 'id'));
  return 'ok';
}
