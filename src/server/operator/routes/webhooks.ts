import { randomUUID } from 'node:crypto';
import { callerOf, type Handlers } from '../context.ts';
import { badRequest, limitParam, notFound } from '../http.ts';
import { WEBHOOK_EVENTS } from '../../../../schemas/operator-api/webhooks.ts';
import { webhookUrlProblem } from '../../../../engine/webhooks/url-policy.ts';
import type { WebhookSummary } from '../../../../engine/store/types.ts';

const ID = /^[0-9a-f-]{36}$/;

/** Where a webhook points, as the audit log records it: its origin only, since a path or query may carry a token. */
const targetOf = (url: string): string => new URL(url).origin;

export const webhookHandlers: Handlers<'webhooksList' | 'webhooksCreate' | 'webhookDeliveries' | 'webhookRedeliver' | 'webhooksDelete'> = {
  async webhooksList(ctx) {
    return { body: { items: await ctx.deps.store.backend.webhooks() } };
  },
  async webhooksCreate(ctx, body) {
    const problem = webhookUrlProblem(body.url, ctx.deps.webhooks?.allowPrivate ?? false);
    if (problem) throw badRequest(problem, { field: 'url' });
    const webhook: WebhookSummary = {
      id: randomUUID(),
      url: body.url,
      events: body.events ? [...body.events] : [...WEBHOOK_EVENTS],
      scope: body.scope === undefined || body.scope === '*' ? '*' : [...new Set(body.scope)].sort(),
      createdBy: callerOf(ctx).account.name,
      createdAt: new Date(ctx.deps.now()).toISOString(),
      disabled: false,
    };
    ctx.audit.detail['webhook'] = webhook.id;
    ctx.audit.detail['target'] = targetOf(webhook.url);
    ctx.audit.detail['events'] = webhook.events;
    ctx.audit.detail['scope'] = webhook.scope;
    await ctx.deps.store.backend.createWebhook({ ...webhook, secret: body.secret });
    return { status: 201, body: webhook };
  },
  async webhookDeliveries(ctx) {
    const webhook = ctx.url.searchParams.get('webhook');
    if (webhook !== null && !ID.test(webhook)) throw badRequest('webhook is a webhook id');
    const limit = limitParam(ctx.url.searchParams.get('limit'), 50, 500);
    return { body: { items: await ctx.deps.store.backend.deliveries({ limit, ...(webhook ? { webhook } : {}) }) } };
  },
  async webhookRedeliver(ctx) {
    const id = ctx.params['id'] ?? '';
    ctx.audit.detail['delivery'] = id.slice(0, 64);
    if (!(await ctx.deps.store.backend.redeliver(id, new Date(ctx.deps.now()).toISOString()))) throw notFound(`no delivery ${id.slice(0, 64)}`);
    ctx.deps.webhooks?.nudge();
    return { body: { ok: true } };
  },
  async webhooksDelete(ctx) {
    const id = ctx.params['id'] ?? '';
    ctx.audit.detail['webhook'] = id.slice(0, 64);
    if (!(await ctx.deps.store.backend.deleteWebhook(id, new Date(ctx.deps.now()).toISOString()))) throw notFound(`no webhook ${id.slice(0, 64)}`);
    return { body: { ok: true } };
  },
};
