/**
 * `POST /api/drafts/:id/preview`: a signed preview address for a draft (issue 28), for whoever may
 * read what the draft changes (viewer and up over the templates it touches). The token is short-lived;
 * the studio asks again before it ends. Audited like every route.
 */
import type { PreviewLink } from '../studio-tools.ts';
import { callerOf, type Handlers } from '../context.ts';
import { requireScope, revisionOrLive } from '../access.ts';
import { badRequest, notFound, OperatorError } from '../http.ts';
import { touchedTemplates } from '../scope.ts';
import { DOMAIN } from '../../preview/origins.ts';
import { PREVIEW_TOKEN_TTL_MS, signPreviewToken } from '../../preview/token.ts';
import { scheduleTime, zonesOf } from '../../../../engine/schedule/time.ts';

export const previewHandlers: Handlers<'draftsPreview'> = {
  async draftsPreview(ctx, body) {
    const preview = ctx.deps.preview;
    if (!preview) throw new OperatorError(503, 'previewOff', 'previews are off on this server (no PREVIEW_SECRET)');
    const id = ctx.params['id']!;
    ctx.audit.detail['draft'] = id;
    const site = body.site?.toLowerCase() ?? 'localhost';
    if (!DOMAIN.test(site)) throw badRequest('site must be a domain name (casino1.localhost)', { field: 'site' });
    const draft = await ctx.deps.store.backend.draft(id);
    if (!draft) throw notFound(`no draft ${id.slice(0, 100)}`);
    // what the draft changes against the revision it started from is what this operator may read
    const parent = await revisionOrLive(ctx, draft.parent).catch(() => undefined);
    requireScope(ctx, parent ? touchedTemplates(parent.files, draft.files) : '*');
    const { account } = callerOf(ctx);
    const exp = ctx.deps.now() + PREVIEW_TOKEN_TTL_MS;
    // "as at" a time: read as a schedule's is, in the zone of the brands the draft reaches
    const at = body.at === undefined ? undefined : scheduleTime(body.at, zonesOf(draft.files, parent ? touchedTemplates(parent.files, draft.files) : '*'));
    if (at && !at.ok) throw badRequest(at.message, { field: 'at' });
    if (at) ctx.audit.detail['at'] = new Date(at.at).toISOString();
    ctx.audit.revision = draft.parent;
    ctx.audit.detail['site'] = site;
    ctx.audit.detail['version'] = draft.version;
    const link: PreviewLink = {
      origin: preview.originFor(site),
      token: signPreviewToken({ draft: draft.id, account: account.name, site, exp, ...(at ? { at: at.at } : {}) }, preview.secret),
      expiresAt: new Date(exp).toISOString(),
    };
    return { status: 201, body: link };
  },
};
