/**
 * Step-up (issue 50 part 3): the endpoints the table marks `stepUp` (publish, rollback, account and
 * second-factor changes) need a cookie session that authenticated within the window
 * (OPERATOR_STEP_UP_SECONDS): its login, or POST /api/session/step-up since. A stolen session that
 * sits idle-but-alive cannot publish without the password (and second factor) again.
 *
 * A CI token is exempt by design: it is made only by someone with the store itself (`operator
 * token`), sent only as a header no browser adds for another site, and stands for a pipeline with no
 * person to ask for a password; revoking it (`operator token revoke`) is its control.
 */
import { authenticatedAt } from '../../../engine/accounts/second-factor.ts';
import type { Caller, OperatorContext } from './context.ts';
import { OperatorError } from './http.ts';
import { policyOf } from './second-factor-check.ts';

export async function requireRecentAuthentication(ctx: OperatorContext, caller: Caller): Promise<void> {
  if (caller.via === 'bearer') return;
  const { stepUpMs } = policyOf(ctx);
  if (ctx.deps.now() - authenticatedAt(caller.session) <= stepUpMs) return;
  const factors = await ctx.deps.store.backend.secondFactors(caller.account.name);
  ctx.audit.detail['stepUp'] = 'required';
  throw new OperatorError(401, 'stepUpRequired', 'confirm it is you: POST /api/session/step-up with your password (and second factor), then try again', {
    stepUpSeconds: Math.round(stepUpMs / 1000),
    secondFactor: Boolean(factors.totp) || factors.passkeys.length > 0,
  });
}
