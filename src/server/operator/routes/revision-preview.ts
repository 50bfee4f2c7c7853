/**
 * `POST /api/revisions/:id/preview`: a signed preview address for a published revision (issue 49 part
 * 6), so the studio's Compare shows any revision's page beside another's or the draft's. Read-only:
 * the player server renders the revision's files through the same gate and responder as a draft's
 * preview (src/server/preview/subject.ts). Scoped to the template the site wears: a viewer of it.
 */
import type { PreviewLink } from '../studio-tools.ts';
import { callerOf, type Handlers } from '../context.ts';
import { requireScope, revisionOrLive } from '../access.ts';
import { badRequest, OperatorError } from '../http.ts';
import { DOMAIN } from '../../preview/origins.ts';
import { revisionSubject } from '../../preview/subject.ts';
import { PREVIEW_TOKEN_TTL_MS, signPreviewToken } from '../../preview/token.ts';
import { isTemplateKey } from '../../../../schemas/template-key.ts';

/** The demo backend serves a template at `<key>.localhost` (src/server/proxy/backend.ts). */
const DEMO_SITE = /^([a-z0-9-]+)\.localhost$/;

export const revisionPreviewHandlers: Handlers<'revisionsPreview'> = {
  async revisionsPreview(ctx, body) {
    const preview = ctx.deps.preview;
    if (!preview) throw new OperatorError(503, 'previewOff', 'previews are off on this server (no PREVIEW_SECRET)');
    const site = body.site?.toLowerCase() ?? 'localhost';
    if (!DOMAIN.test(site)) throw badRequest('site must be a domain name (casino1.localhost)', { field: 'site' });
    ctx.audit.detail['site'] = site;
    // the template the site wears, as the fleet last saw it, else the demo's `<key>.localhost`; a site
    // neither names is previewed only by a viewer of every template
    const fleet = (await ctx.deps.store.backend.sites()).find((s) => s.domain === site)?.theme_code;
    const demo = DEMO_SITE.exec(site)?.[1];
    const template = fleet ?? (demo !== undefined && isTemplateKey(demo) ? demo : undefined);
    requireScope(ctx, template === undefined ? '*' : [template]);
    const revision = await revisionOrLive(ctx, ctx.params['id']!);
    ctx.audit.revision = revision.id;
    const { account } = callerOf(ctx);
    const exp = ctx.deps.now() + PREVIEW_TOKEN_TTL_MS;
    const link: PreviewLink = {
      origin: preview.originFor(site),
      token: signPreviewToken({ draft: revisionSubject(revision.id), account: account.name, site, exp }, preview.secret),
      expiresAt: new Date(exp).toISOString(),
    };
    return { status: 201, body: link };
  },
};
