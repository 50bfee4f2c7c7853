/** The rows that count an address's unauthenticated requests: one per address and window of more than one. */
import { errorText, type EventLog } from '../../lib/event-log.ts';
import type { AnonymousLimits } from './anonymous-limits.ts';
import type { OperatorDeps } from './context.ts';

export const ANONYMOUS_ACTION = 'unauthenticated';

/** Writes a row for each window that has ended (every window when `all`, as the server closes). */
export async function auditAnonymous(deps: OperatorDeps, limits: AnonymousLimits, log: EventLog, all = false): Promise<void> {
  for (const window of limits.closed(deps.now(), all)) {
    try {
      await deps.store.backend.audit({
        actor: 'anonymous',
        action: ANONYMOUS_ACTION,
        revision: null,
        client: window.address,
        outcome: 'refused',
        detail: { count: window.count, limited: window.limited, since: new Date(window.startedAt).toISOString(), paths: window.paths },
      });
    } catch (error) {
      log(`operator: AUDIT FAILED for ${window.count} unauthenticated requests from ${window.address}: ${errorText(error)}`, {
        event: 'operator.auditFailed',
        level: 'error',
        action: ANONYMOUS_ACTION,
        err: error,
      });
    }
  }
}
