import { callerOf, type Handlers } from '../context.ts';
import { revisionOrLive } from '../access.ts';
import { allows } from '../../../../engine/accounts/roles.ts';
import { impactOfFiles, type FilesImpactReport } from '../../../../engine/compliance/impact-files.ts';
import { dayOf } from '../../../../schemas/jurisdiction-packs/index.ts';
import { IMPACT_DATE_PATTERN, type ComplianceImpactAnswer } from '../../../../schemas/operator-api/compliance-impact.ts';
import { badRequest } from '../http.ts';

// the last report made: the studio asks again for the same revision and day as the operator looks around
let last: { key: string; report: FilesImpactReport } | undefined;

/** A real calendar day (2026-02-30 is not one), as YYYY-MM-DD. */
function dateParam(value: string | null): string {
  if (value === null) throw badRequest('date is required: the day to look ahead to, YYYY-MM-DD');
  const time = Date.parse(`${value}T00:00:00Z`);
  if (!IMPACT_DATE_PATTERN.test(value) || Number.isNaN(time) || dayOf(time) !== value)
    throw badRequest(`date ${value.slice(0, 20)} is not a day written YYYY-MM-DD`);
  return value;
}

/**
 * The impact of the jurisdiction rules to come on the live config (issue 52), as `npx compliance
 * impact --date` reports it: every brand and breach, cut to the templates the caller may view.
 */
export const complianceImpactHandlers: Handlers<'complianceImpact'> = {
  async complianceImpact(ctx) {
    const date = dateParam(ctx.url.searchParams.get('date'));
    const today = dayOf(ctx.deps.now());
    ctx.audit.detail['date'] = date;
    if (date < today) throw badRequest(`date ${date} is before today (${today})`);
    const live = await revisionOrLive(ctx, 'live');
    ctx.audit.revision = live.id;
    const key = `${live.id} ${today} ${date}`;
    if (last?.key !== key) last = { key, report: impactOfFiles(live.files, today, date, ctx.deps.project?.root) };
    const { grants } = callerOf(ctx).account;
    const mine = (template: string) => allows(grants, 'viewer', [template]);
    const { report } = last;
    return {
      body: {
        ...report,
        revision: live.id,
        brands: report.brands.filter((b) => mine(b.template)),
        breaches: report.breaches.filter((b) => mine(b.template)),
      } satisfies ComplianceImpactAnswer,
    };
  },
};
