import { requireSession } from '../auth/sessions.ts';
import { readFields } from '../http/fields.ts';
import { fail, ok } from '../http/json-response.ts';
import { jsonRoute } from '../http/route.ts';
import { parseLimit, readDepositLimit, setDepositLimit } from '../store/deposit-limits.ts';
import { normaliseConsent, offeredConsent, readMarketingConsent, writeMarketingConsent } from '../store/marketing-consent.ts';

const SESSION = { auth: 'string?', account_id: 'string?' } as const;

/** Issue 31, registration and the first bet (docs/compliance.md): the deposit limit (UKGC) and the RG information's acknowledgement (MGA). */
export const registrationProtectionRoutes = {
  '/api/settings/deposit_limit': jsonRoute((ctx, body) => {
    const f = readFields(body, SESSION);
    const session = requireSession(ctx, f.auth, f.account_id);
    if (session.failure) return session.failure;
    return ok({ value: readDepositLimit(ctx, session.user.id, session.user.site_id) });
  }),

  '/api/settings/set_deposit_limit': jsonRoute((ctx, body) => {
    const f = readFields(body, { ...SESSION, period: 'string', amount: 'string' });
    const session = requireSession(ctx, f.auth, f.account_id);
    if (session.failure) return session.failure;
    const limit = parseLimit(f.period, f.amount);
    if ('problem' in limit) {
      return fail(limit.problem, limit.problem === 'invalidPeriod' ? 'period is none, daily, weekly or monthly' : 'amount is a positive number up to 10000000');
    }
    return ok({ value: setDepositLimit(ctx, session.user.id, session.user.site_id, limit) });
  }),

  '/api/settings/rg_information': jsonRoute((ctx, body) => {
    const f = readFields(body, SESSION);
    const session = requireSession(ctx, f.auth, f.account_id);
    if (session.failure) return session.failure;
    const row = ctx.sql('SELECT 1 FROM rg_acknowledgements WHERE user_id = ?').get(session.user.id);
    return ok({ value: { acknowledged: row !== undefined } });
  }),

  '/api/settings/rg_information_ack': jsonRoute((ctx, body) => {
    const f = readFields(body, SESSION);
    const session = requireSession(ctx, f.auth, f.account_id);
    if (session.failure) return session.failure;
    // the first acknowledgement is the one kept: the time the player first read it
    ctx.sql('INSERT INTO rg_acknowledgements (user_id, acknowledged_at) VALUES (?, ?) ON CONFLICT (user_id) DO NOTHING').run(session.user.id, ctx.now());
    return ok({ value: { acknowledged: true } });
  }),

  // consentpay: GB's marketing consent per product and channel, given at signup and changed here
  '/api/settings/marketing_consent': jsonRoute((ctx, body) => {
    const f = readFields(body, SESSION);
    const session = requireSession(ctx, f.auth, f.account_id);
    if (session.failure) return session.failure;
    return ok({ value: { consent: readMarketingConsent(ctx, session.user.id) } });
  }),

  '/api/settings/set_marketing_consent': jsonRoute((ctx, body) => {
    const f = readFields(body, { ...SESSION, marketing_consent: 'string' });
    const session = requireSession(ctx, f.auth, f.account_id);
    if (session.failure) return session.failure;
    const consent = normaliseConsent(f.marketing_consent, offeredConsent(ctx, session.user.site_id));
    if (consent === null) return fail('invalidConsent', CONSENT_RULE);
    writeMarketingConsent(ctx, session.user.id, consent);
    return ok({ value: { consent } });
  }),
};

export const CONSENT_RULE =
  "marketing_consent is product:channel pairs of the brand's grid (jurisdiction.marketingConsent), comma-separated (schemas/marketing-consent.ts), or empty for none";
