import { randomInt } from 'node:crypto';
import type { Context } from '../context.ts';
import { asRow, num, text } from '../db/row.ts';
import { DEMO_ACCOUNT, DEMO_TAC } from '../seed/demo-player.ts';
import type { SiteRecord } from '../store/sites.ts';

export type TacPurpose = 'register' | 'login' | 'reset';

const HOUR = 3_600_000;

/**
 * Milliseconds until this account may be sent another code for this purpose: a cooldown after each code and a cap
 * per hour (each code is an SMS someone pays for, and a fresh code restarts the guessing).
 */
export function tacIssueWait(ctx: Context, site: SiteRecord, accountId: string, purpose: TacPurpose): number {
  const now = ctx.now();
  const rows = ctx
    .sql('SELECT created_at FROM tac_codes WHERE site_id = ? AND account_id = ? COLLATE NOCASE AND purpose = ? AND created_at > ? ORDER BY created_at DESC')
    .all(site.id, accountId, purpose, now - HOUR)
    .map((row) => num(asRow(row), 'created_at'));
  const latest = rows[0];
  const cooldown = latest === undefined ? 0 : latest + ctx.tac.cooldownMs - now;
  const oldestCounted = rows[ctx.tac.hourlyCap - 1];
  const cap = oldestCounted === undefined ? 0 : oldestCounted + HOUR - now;
  return Math.max(0, cooldown, cap);
}

/** Issues a 6-digit TAC. There is no SMS gateway in the demo: the code goes to the server log instead. */
export function issueTac(ctx: Context, site: SiteRecord, domain: string, accountId: string, purpose: TacPurpose): void {
  const code = storeTac(ctx, site, accountId, purpose);
  ctx.log(`TAC for ${accountId}@${domain}: ${code}`, { event: 'demo.tac', account: accountId, domain, purpose, code });
}

/**
 * A code request for a name with no account gets the same work and leaves the same row, only nothing is sent: the
 * row counts towards the name's cooldown and hourly cap and takes wrong guesses until it burns, so every later
 * answer (429 and its Retry-After, invalidTac, tacBurned) is the one a real account would get. Nobody knows the code;
 * the purge removes the row an hour later, like any other.
 */
export function issueNoTac(ctx: Context, site: SiteRecord, domain: string, accountId: string, purpose: TacPurpose): void {
  storeTac(ctx, site, accountId, purpose);
  ctx.log(`no TAC sent: no account ${accountId}@${domain}`, { event: 'demo.noTac', account: accountId, domain, purpose });
}

function storeTac(ctx: Context, site: SiteRecord, accountId: string, purpose: TacPurpose): string {
  const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
  ctx.sql('UPDATE tac_codes SET used = 1 WHERE site_id = ? AND account_id = ? COLLATE NOCASE AND purpose = ? AND used = 0').run(site.id, accountId, purpose);
  ctx
    .sql('INSERT INTO tac_codes (site_id, account_id, purpose, code, expires_at, created_at) VALUES (?, ?, ?, ?, ?, ?)')
    .run(site.id, accountId, purpose, code, ctx.now() + ctx.tacTtlMs, ctx.now());
  return code;
}

export type TacResult = { result: 'ok'; purpose: TacPurpose | 'demo' } | { result: 'invalidTac' | 'tacExpired' | 'tacBurned' };

/**
 * Checks and consumes a TAC. Only the newest code of the given purposes counts; each wrong guess
 * uses up one of its `maxAttempts` tries, and a burned code refuses even the right guess until a
 * new one is issued. The demo player's fixed 000000 passes so demos need no log access, but it
 * burns like any code.
 */
export function consumeTac(ctx: Context, site: SiteRecord, accountId: string, tac: string, purposes: readonly TacPurpose[]): TacResult {
  const placeholders = purposes.map(() => '?').join(', ');
  const row = ctx
    .sql(
      `SELECT id, code, purpose, expires_at, used, attempts FROM tac_codes WHERE site_id = ? AND account_id = ? COLLATE NOCASE AND purpose IN (${placeholders}) ORDER BY id DESC LIMIT 1`,
    )
    .get(site.id, accountId, ...purposes);
  const latest = row ? asRow(row) : undefined;
  if (latest && num(latest, 'attempts') >= ctx.tac.maxAttempts) return { result: 'tacBurned' };
  const isDemo = accountId.toLowerCase() === DEMO_ACCOUNT;
  if (isDemo && tac === DEMO_TAC) return { result: 'ok', purpose: 'demo' };
  const live = latest && num(latest, 'used') === 0 ? latest : undefined;
  if (live && text(live, 'code') === tac) {
    if (num(live, 'expires_at') <= ctx.now()) return { result: 'tacExpired' };
    ctx.sql('UPDATE tac_codes SET used = 1 WHERE id = ?').run(num(live, 'id'));
    return { result: 'ok', purpose: text(live, 'purpose') as TacPurpose };
  }
  if (live) {
    ctx
      .sql('UPDATE tac_codes SET attempts = attempts + 1, used = CASE WHEN attempts + 1 >= ? THEN 1 ELSE used END WHERE id = ?')
      .run(ctx.tac.maxAttempts, num(live, 'id'));
  } else if (isDemo) {
    // The demo's 000000 is always "issued": wrong guesses against it are counted on a code nobody knows.
    const unknowable = String(randomInt(0, 1_000_000)).padStart(6, '0');
    ctx
      .sql('INSERT INTO tac_codes (site_id, account_id, purpose, code, expires_at, created_at, attempts, used) VALUES (?, ?, ?, ?, ?, 0, 1, 0)')
      .run(site.id, accountId, purposes[0] ?? 'login', unknowable, ctx.now() + ctx.tacTtlMs);
  }
  return { result: 'invalidTac' };
}
