import type { Context } from '../context.ts';
import { createSession, requireSession, revokeSession } from '../auth/sessions.ts';
import { hashPassword, verifyAgainstNobody, verifyPassword } from '../auth/passwords.ts';
import { issueNoTac, issueTac, consumeTac, tacIssueWait, type TacPurpose, type TacResult } from '../auth/tac.ts';
import { countSignup, registerCodeKeys, signupKeys, signupRefusal } from '../auth/signup-limits.ts';
import { recordFailure, recordSuccess, refusal, throttleKeys } from '../auth/throttle.ts';
import {
  isValidAccountId,
  isValidEmail,
  isValidPhone,
  isValidTrackingId,
  passwordProblem,
  SIGNUP_TRACKING_FIELDS,
  trackingIdRule,
} from '../auth/validation.ts';
import { readFields } from '../http/fields.ts';
import { fail, ok, tooManyAttempts, type JsonObject } from '../http/json-response.ts';
import { jsonRoute } from '../http/route.ts';
import { protectionRefusal } from './protection.ts';
import { CONSENT_RULE } from './registration-protection.ts';
import { normaliseConsent, offeredConsent, writeMarketingConsent } from '../store/marketing-consent.ts';
import { resolvePublicSite, type SiteRecord } from '../store/sites.ts';
import { findUser, type UserRecord } from '../store/users.ts';
import { vipLadder, vipStatus } from '../store/vip.ts';

const SITE = { domain_name: 'string', external_id: 'string' } as const;

/** §7 login / login_tac / signup success: token plus the user block the session store keeps. */
export function loginSuccess(ctx: Context, user: UserRecord, recovery = false): JsonObject {
  const token = createSession(ctx, user.id, recovery);
  return ok({
    // a password-reset code opened this session: the player may now set a new password without the old one
    ...(recovery ? { recovery: true } : {}),
    token,
    user: { account_id: user.account_id, session_token: token, full_name: user.full_name, contact_email: user.contact_email },
    fullname: user.full_name,
    email: user.contact_email,
  });
}

function accountBlocked(user: UserRecord): JsonObject | null {
  return user.status === 'ACTIVE' ? null : fail(user.status, `Account is ${user.status.toLowerCase()}`);
}

function tacFailure(result: Exclude<TacResult['result'], 'ok'>): JsonObject {
  if (result === 'tacBurned') return fail('tacBurned', 'Too many wrong codes; request a new one');
  return fail(result, result === 'tacExpired' ? 'The TAC has expired; request a new one' : 'The TAC is wrong');
}

/**
 * A 429 while the name must wait for its next code, else sends one. A name with no account (`exists` false) waits
 * and is answered exactly the same; it is only sent nothing.
 */
function sendTac(ctx: Context, site: SiteRecord, domain: string, accountId: string, purpose: TacPurpose, exists = true): Response | null {
  const wait = tacIssueWait(ctx, site, accountId, purpose);
  if (wait > 0) return tooManyAttempts(wait, 'A code was sent recently; wait before asking for another');
  (exists ? issueTac : issueNoTac)(ctx, site, domain, accountId, purpose);
  return null;
}

export const authRoutes = {
  '/api/auth/login': jsonRoute(async (ctx, body) => {
    const f = readFields(body, { account_id: 'string', password: 'string', ...SITE });
    const lookup = resolvePublicSite(ctx, f.domain_name, f.external_id);
    if (lookup.failure) return lookup.failure;
    if (!f.account_id) return fail('accountIdRequired', 'Field "account_id" is required');
    if (!f.password) return fail('passwordRequired', 'Field "password" is required');
    const keys = throttleKeys(ctx, lookup.site.id, f.account_id);
    const refused = refusal(ctx, keys);
    if (refused) return refused;
    // An unknown account costs one hash too and gets the wrong password's answer: nothing tells them apart.
    const user = findUser(ctx, lookup.site.id, f.account_id);
    const matches = user ? await verifyPassword(f.password, user.password_hash) : await verifyAgainstNobody(f.password);
    if (!user || !matches) {
      recordFailure(ctx, keys);
      return fail('invalidCredentials', 'Wrong account or password');
    }
    recordSuccess(ctx, keys);
    return accountBlocked(user) ?? protectionRefusal(ctx, user) ?? loginSuccess(ctx, user);
  }),

  '/api/auth/get_balance': jsonRoute((ctx, body) => {
    const f = readFields(body, { auth: 'string?', account_id: 'string?' });
    const session = requireSession(ctx, f.auth, f.account_id);
    if (session.failure) return session.failure;
    const { user } = session;
    return ok({
      game_balance: user.game_balance,
      game_token: user.game_token,
      minigame: { frozen_token: user.frozen_token, token_balance: user.token_balance },
    });
  }),

  '/api/auth/forgot_password': jsonRoute((ctx, body) => {
    const f = readFields(body, { account_id: 'string', contact_phone: 'string', ...SITE });
    const lookup = resolvePublicSite(ctx, f.domain_name, f.external_id);
    if (lookup.failure) return lookup.failure;
    if (!f.account_id) return fail('accountIdRequired', 'Field "account_id" is required');
    const keys = throttleKeys(ctx, lookup.site.id, f.account_id);
    const refused = refusal(ctx, keys);
    if (refused) return refused;
    const user = findUser(ctx, lookup.site.id, f.account_id);
    const digits = (phone: string) => phone.replace(/\D/g, '');
    // One answer for an unknown account and a wrong phone; a guessed phone counts as a failed attempt.
    if (!user || digits(f.contact_phone) === '' || digits(f.contact_phone) !== digits(user.contact_phone)) {
      recordFailure(ctx, keys);
      return fail('phoneMismatch', 'The phone number does not match this account');
    }
    const throttled = sendTac(ctx, lookup.site, f.domain_name, user.account_id, 'reset');
    if (throttled) return throttled;
    ctx.sql('INSERT INTO password_resets (user_id, created_at) VALUES (?, ?)').run(user.id, ctx.now());
    return ok({ statusDetail: 'A TAC has been sent to the registered phone number' });
  }),

  '/api/auth/signup': jsonRoute(async (ctx, body) => {
    const f = readFields(body, {
      ...SITE,
      account_id: 'string',
      password: 'string',
      contact_phone: 'string',
      contact_email: 'string?',
      referrer_code: 'string?',
      ch: 'string?',
      cm: 'string?',
      pp: 'string?',
      affiliate_code: 'string?',
      fbp: 'string?',
      appsflyer_id: 'string?',
      visitor_id: 'string?',
      marketing_consent: 'string?',
    });
    const lookup = resolvePublicSite(ctx, f.domain_name, f.external_id);
    if (lookup.failure) return lookup.failure;
    // The front end sends only clean ids (src/auth/signup-tracking.ts): anything else is a forged call, stored nowhere.
    const badTracking = SIGNUP_TRACKING_FIELDS.find((name) => !isValidTrackingId(f[name] ?? ''));
    if (badTracking) return fail('invalidRequest', trackingIdRule(badTracking));
    const keys = signupKeys(ctx, f.visitor_id);
    const refused = signupRefusal(ctx, keys);
    if (refused) return refused;
    if (!isValidAccountId(f.account_id)) return fail('invalidAccountId', 'account_id must be 4 to 16 letters or digits');
    const problem = passwordProblem(f.password, f.account_id);
    if (problem) return fail('invalidPassword', problem);
    if (!isValidPhone(f.contact_phone)) return fail('invalidPhone', 'contact_phone must be 6 to 20 digits, optionally starting with +');
    const email = f.contact_email ?? '';
    if (email !== '' && !isValidEmail(email)) return fail('invalidEmail', 'Invalid email address');
    const consent = f.marketing_consent === undefined ? undefined : normaliseConsent(f.marketing_consent, offeredConsent(ctx, lookup.site.id));
    if (consent === null) return fail('invalidConsent', CONSENT_RULE);
    countSignup(ctx, keys);
    if (findUser(ctx, lookup.site.id, f.account_id)) return fail('accountExists', `Account "${f.account_id}" already exists`);
    const hash = await hashPassword(f.password);
    const meta = { ch: f.ch, cm: f.cm, pp: f.pp, affiliate_code: f.affiliate_code, fbp: f.fbp, appsflyer_id: f.appsflyer_id, visitor_id: f.visitor_id };
    try {
      ctx
        .sql(
          `INSERT INTO users (site_id, account_id, password_hash, full_name, contact_email, contact_phone, referral_code, referrer_code, signup_meta, created_at)
        VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
        )
        .run(
          lookup.site.id,
          f.account_id,
          hash,
          f.account_id,
          email,
          f.contact_phone,
          `R${f.account_id.toUpperCase()}`,
          f.referrer_code ?? null,
          JSON.stringify(meta),
          new Date(ctx.now()).toISOString(),
        );
    } catch (error) {
      // Two concurrent signups for one name: the UNIQUE constraint decides, the loser gets the same answer.
      if (error instanceof Error && /UNIQUE/i.test(error.message)) return fail('accountExists', `Account "${f.account_id}" already exists`);
      throw error;
    }
    const user = findUser(ctx, lookup.site.id, f.account_id);
    if (user && consent !== undefined) writeMarketingConsent(ctx, user.id, consent);
    return user ? loginSuccess(ctx, user) : fail('internalServerError', 'Account was not created');
  }),

  '/api/auth/update_password': jsonRoute(async (ctx, body) => {
    const f = readFields(body, { auth: 'string?', account_id: 'string?', password: 'string', new_password: 'string' });
    const session = requireSession(ctx, f.auth, f.account_id);
    if (session.failure) return session.failure;
    // A session opened by a password-reset code proves the phone: it may set a new password without the old one.
    if (!session.recovery) {
      const keys = throttleKeys(ctx, session.user.site_id, session.user.account_id);
      const refused = refusal(ctx, keys);
      if (refused) return refused;
      if (!(await verifyPassword(f.password, session.user.password_hash))) {
        recordFailure(ctx, keys);
        return fail('invalidCredentials', 'The current password is wrong');
      }
    }
    const problem = passwordProblem(f.new_password, session.user.account_id);
    if (problem) return fail('invalidPassword', problem);
    if (f.new_password === f.password || (session.recovery && (await verifyPassword(f.new_password, session.user.password_hash)))) {
      return fail('samePassword', 'The new password must differ from the current one');
    }
    const hash = await hashPassword(f.new_password);
    ctx.db.transaction(() => {
      ctx.sql('UPDATE users SET password_hash = ? WHERE id = ?').run(hash, session.user.id);
      // Other devices must log in again with the new password; this one keeps its session.
      ctx.sql('DELETE FROM sessions WHERE user_id = ? AND token <> ?').run(session.user.id, f.auth ?? '');
      // the reset is done: this session goes back to needing the current password
      ctx.sql('UPDATE sessions SET recovery = 0 WHERE token = ?').run(f.auth ?? '');
    })();
    return ok();
  }),

  '/api/auth/logout': jsonRoute((ctx, body) => {
    const f = readFields(body, { auth: 'string?', account_id: 'string?' });
    if (f.auth) revokeSession(ctx, f.auth);
    return ok();
  }),

  '/api/auth/vip': jsonRoute((ctx, body) => {
    const f = readFields(body, { auth: 'string?', account_id: 'string?' });
    const session = requireSession(ctx, f.auth, f.account_id);
    if (session.failure) return session.failure;
    const status = vipStatus(ctx, session.user);
    return ok({ value: status.value, nextLevel: [status.nextLevel] });
  }),

  '/api/auth/vip_before_login': jsonRoute((ctx, body) => {
    const f = readFields(body, SITE);
    const lookup = resolvePublicSite(ctx, f.domain_name, f.external_id);
    if (lookup.failure) return lookup.failure;
    return ok({ value: vipLadder(ctx, lookup.site.id).map((level) => ({ ...level })) });
  }),

  '/api/auth/tac/request_new_register': jsonRoute((ctx, body) => {
    const f = readFields(body, { ...SITE, account_id: 'string' });
    const lookup = resolvePublicSite(ctx, f.domain_name, f.external_id);
    if (lookup.failure) return lookup.failure;
    const keys = registerCodeKeys(ctx);
    const refused = signupRefusal(ctx, keys);
    if (refused) return refused;
    if (!isValidAccountId(f.account_id)) return fail('invalidAccountId', 'account_id must be 4 to 16 letters or digits');
    // The first step of a sign-up says whether the name is taken too: it counts like a sign-up, per address.
    countSignup(ctx, keys);
    if (findUser(ctx, lookup.site.id, f.account_id)) return fail('accountExists', `Account "${f.account_id}" already exists`);
    return sendTac(ctx, lookup.site, f.domain_name, f.account_id, 'register') ?? ok({ statusDetail: 'A TAC has been sent' });
  }),

  '/api/auth/tac/request_login': jsonRoute((ctx, body) => {
    const f = readFields(body, { ...SITE, account_id: 'string' });
    const lookup = resolvePublicSite(ctx, f.domain_name, f.external_id);
    if (lookup.failure) return lookup.failure;
    if (!f.account_id) return fail('accountIdRequired', 'Field "account_id" is required');
    const user = findUser(ctx, lookup.site.id, f.account_id);
    // An unknown name waits out the same cooldown and cap and gets the same answers, but no code: nothing in the
    // answers (or their timing) says who exists.
    const refused = sendTac(ctx, lookup.site, f.domain_name, user?.account_id ?? f.account_id, 'login', user !== null);
    return refused ?? ok({ statusDetail: 'A TAC has been sent' });
  }),

  '/api/auth/tac/verify': jsonRoute((ctx, body) => {
    const f = readFields(body, { ...SITE, account_id: 'string', tac: 'string' });
    const lookup = resolvePublicSite(ctx, f.domain_name, f.external_id);
    if (lookup.failure) return lookup.failure;
    const keys = throttleKeys(ctx, lookup.site.id, f.account_id);
    const refused = refusal(ctx, keys);
    if (refused) return refused;
    const checked = consumeTac(ctx, lookup.site, f.account_id, f.tac, ['register', 'reset', 'login']);
    if (checked.result !== 'ok') {
      recordFailure(ctx, keys);
      return tacFailure(checked.result);
    }
    recordSuccess(ctx, keys);
    ctx.sql('UPDATE users SET verified = 1 WHERE site_id = ? AND account_id = ? COLLATE NOCASE').run(lookup.site.id, f.account_id);
    return ok({ value: { account_id: f.account_id, verified: true } });
  }),

  '/api/auth/login_tac': jsonRoute((ctx, body) => {
    const f = readFields(body, { account_id: 'string', tac: 'string', ...SITE });
    const lookup = resolvePublicSite(ctx, f.domain_name, f.external_id);
    if (lookup.failure) return lookup.failure;
    if (!f.account_id) return fail('accountIdRequired', 'Field "account_id" is required');
    const keys = throttleKeys(ctx, lookup.site.id, f.account_id);
    const refused = refusal(ctx, keys);
    if (refused) return refused;
    const user = findUser(ctx, lookup.site.id, f.account_id);
    // a reset code logs in too (§7 forgot_password: "the player then logs in with it"), into a recovery session.
    // An unknown name is checked against the unsent code its request left, so it burns after the same wrong tries.
    const checked: TacResult = consumeTac(ctx, lookup.site, user?.account_id ?? f.account_id, f.tac, ['login', 'reset']);
    if (!user || checked.result !== 'ok') {
      recordFailure(ctx, keys);
      return tacFailure(checked.result === 'ok' ? 'invalidTac' : checked.result);
    }
    recordSuccess(ctx, keys);
    return accountBlocked(user) ?? protectionRefusal(ctx, user) ?? loginSuccess(ctx, user, checked.purpose === 'reset');
  }),
};
