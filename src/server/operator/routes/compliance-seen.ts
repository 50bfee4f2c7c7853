import type { Handlers } from '../context.ts';
import type { ComplianceSeenAnswer } from '../../../../schemas/compliance-seen.ts';
import { fieldSeries } from './field-series.ts';
import { DEFAULT_COMPLIANCE_SEEN_THRESHOLD } from '../../compliance-seen/settings.ts';

/**
 * Compliance seen in the field (issue 52 part 3), for the studio's Compliance seen tab: read as the
 * vitals are (./field-series.ts), with the threshold below which the studio flags a rate.
 */
export const complianceSeenHandlers: Handlers<'complianceSeen'> = {
  async complianceSeen(ctx) {
    const seen = await fieldSeries(ctx, (g) => g.seen, 'complianceSeenOff');
    return { body: { ...seen, threshold: ctx.deps.complianceSeenThreshold ?? DEFAULT_COMPLIANCE_SEEN_THRESHOLD } satisfies ComplianceSeenAnswer };
  },
};
