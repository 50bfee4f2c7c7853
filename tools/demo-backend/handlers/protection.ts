import { isOffered, isProtectionKind, periodEnd, type ProtectionPeriod } from '../../../src/lib/protection-period.ts';
import { requireSession } from '../auth/sessions.ts';
import type { Context } from '../context.ts';
import { asRow, text } from '../db/row.ts';
import { readFields } from '../http/fields.ts';
import { fail, ok, RequestError, type JsonObject } from '../http/json-response.ts';
import { jsonRoute } from '../http/route.ts';
import { activeProtection, endSessions, latestProtection, recordProtection, type ProtectionRecord } from '../store/protection.ts';
import { siteJurisdictionRules } from '../store/site-jurisdiction.ts';
import type { UserRecord } from '../store/users.ts';

const SESSION = { auth: 'string?', account_id: 'string?' } as const;

/** A time-out or self-exclusion as the client reads it (ISO dates). */
function shown(record: ProtectionRecord, now: number): JsonObject {
  return {
    kind: record.kind,
    period: record.amount,
    starts_at: new Date(record.starts_at).toISOString(),
    ends_at: new Date(record.ends_at).toISOString(),
    active: record.ends_at > now,
  };
}

/** The period a body names: a known kind and a whole positive number, else a 400 (the client never sends another). */
function readPeriod(kind: string, period: string): ProtectionPeriod {
  if (!isProtectionKind(kind)) throw new RequestError(400, 'invalidRequest', 'Field "kind" must be "timeout" or "self_exclusion"');
  const amount = Number(period);
  if (!/^[1-9][0-9]{0,5}$/.test(period) || !Number.isSafeInteger(amount)) {
    throw new RequestError(400, 'invalidRequest', 'Field "period" must be a whole number of hours (timeout) or months (self_exclusion)');
  }
  return { kind, amount };
}

function siteKeyOf(ctx: Context, user: UserRecord): string {
  const row = ctx.sql('SELECT site_key FROM sites WHERE id = ?').get(user.site_id);
  return row ? text(asRow(row), 'site_key') : '';
}

/**
 * A login refused while a time-out or self-exclusion is in force: `timedOut` or `selfExcluded`, with
 * the instant it ends (`excluded_until`) for the client to name in the site's language and time zone.
 */
export function protectionRefusal(ctx: Context, user: UserRecord): JsonObject | null {
  const active = activeProtection(ctx, user.id);
  if (!active) return null;
  const until = new Date(active.ends_at).toISOString();
  return active.kind === 'timeout'
    ? fail('timedOut', `The account takes a break until ${until}`, { excluded_until: until, exclusion: active.kind })
    : fail('selfExcluded', `The account is self-excluded until ${until}`, { excluded_until: until, exclusion: active.kind });
}

/** Issue 31: the player takes a break or excludes themselves for a period their site's regulator lists; every session of theirs ends. */
export const protectionRoutes = {
  '/api/settings/exclude': jsonRoute((ctx, body) => {
    const f = readFields(body, { ...SESSION, kind: 'string', period: 'id' });
    const period = readPeriod(f.kind, f.period);
    const session = requireSession(ctx, f.auth, f.account_id);
    if (session.failure) return session.failure;
    const { user } = session;
    const rules = siteJurisdictionRules(ctx, siteKeyOf(ctx, user));
    if (!rules || !isOffered(rules, period)) {
      return fail(
        'periodNotOffered',
        `This site does not offer a ${period.kind === 'timeout' ? `${period.amount}-hour time-out` : `${period.amount}-month self-exclusion`}`,
      );
    }
    const now = ctx.now();
    const record: ProtectionRecord = { kind: period.kind, amount: period.amount, starts_at: now, ends_at: periodEnd(period, now) };
    recordProtection(ctx, user.id, period, record.starts_at, record.ends_at);
    endSessions(ctx, user.id);
    return ok({ value: shown(record, now) });
  }),

  '/api/settings/protection_status': jsonRoute((ctx, body) => {
    const f = readFields(body, SESSION);
    const session = requireSession(ctx, f.auth, f.account_id);
    if (session.failure) return session.failure;
    const latest = latestProtection(ctx, session.user.id);
    return ok({ value: latest ? shown(latest, ctx.now()) : null });
  }),
};
