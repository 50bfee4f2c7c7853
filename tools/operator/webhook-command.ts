/**
 * `operator webhook …` (issue 50 part 4): webhooks and their delivery log, straight on the config
 * store, as the operator API's admin endpoints keep them (docs/operators.md "Webhooks"). An operator
 * server on the same store sends what is queued.
 */
import { randomUUID } from 'node:crypto';
import type { ConfigStoreBackend, WebhookSummary } from '../../engine/store/types.ts';
import { parseScope } from '../../engine/accounts/roles.ts';
import { allowPrivateFrom, webhookUrlProblem } from '../../engine/webhooks/url-policy.ts';
import { isWebhookEvent, WEBHOOK_EVENTS, WEBHOOK_SECRET_MIN, type WebhookEvent } from '../../schemas/operator-api/webhooks.ts';
import { UsageError } from './read-password.ts';

export const WEBHOOK_USAGE = `  operator webhook add <url> [--secret <secret>] [--events ${WEBHOOK_EVENTS.slice(0, 2).join(',')}…] [--scope '*'|key,key…]
                                                           (secret from stdin or a prompt without --secret; every event by default)
  operator webhook list
  operator webhook remove <id> | disable <id> | enable <id>
  operator webhook deliveries [<id>]                       (the delivery log, newest first; one webhook's with its id)
  operator webhook redeliver <delivery id>                 (sends a delivery again)`;

export interface WebhookIo {
  out: (line: string) => void;
  password: (prompt: string) => Promise<string>;
  env: NodeJS.ProcessEnv;
}

type Audit = (action: string, outcome: 'ok' | 'refused', detail: Record<string, unknown>) => Promise<unknown>;

function option(args: string[], name: string): string | undefined {
  const at = args.indexOf(name);
  if (at < 0) return undefined;
  const value = args[at + 1];
  if (value === undefined || value.startsWith('--')) throw new UsageError(`${name} needs a value`);
  return value;
}

function eventsFrom(text: string | undefined): WebhookEvent[] {
  if (text === undefined) return [...WEBHOOK_EVENTS];
  const names = [...new Set(text.split(',').map((e) => e.trim()))];
  const unknown = names.filter((e) => !isWebhookEvent(e));
  if (unknown.length || names.length === 0) throw new UsageError(`--events names events of ${WEBHOOK_EVENTS.join(', ')} (not ${unknown.join(', ')})`);
  return names.filter(isWebhookEvent);
}

const describe = (w: WebhookSummary) =>
  `${w.id}  ${w.url}  events ${w.events.join(',')}  scope ${w.scope === '*' ? '*' : w.scope.join(',')}  by ${w.createdBy}  ${w.disabled ? 'disabled' : 'active'}`;

/** The one webhook an id or its unique start (8 characters at least) names. */
async function webhookNamed(store: ConfigStoreBackend, id: string | undefined): Promise<WebhookSummary> {
  if (!id || id.length < 8) throw new UsageError('a webhook id is needed (operator webhook list shows them; 8 characters suffice)');
  const matching = (await store.webhooks()).filter((w) => w.id.startsWith(id.toLowerCase()));
  if (matching.length !== 1) throw new UsageError(matching.length === 0 ? `no webhook ${id}` : `${id} names more than one webhook: give more of it`);
  return matching[0] as WebhookSummary;
}

export async function runWebhookCommand(args: string[], store: ConfigStoreBackend, io: WebhookIo, actor: string, audit: Audit): Promise<number> {
  const [command, target] = args;
  const now = new Date().toISOString();
  switch (command) {
    case 'add': {
      if (!target || target.startsWith('--')) throw new UsageError('operator webhook add needs a URL');
      const problem = webhookUrlProblem(target, allowPrivateFrom(io.env));
      if (problem) throw new UsageError(problem);
      const secret = option(args, '--secret') ?? (await io.password('Secret for the webhook'));
      if (secret.length < WEBHOOK_SECRET_MIN) throw new UsageError(`a webhook secret has at least ${WEBHOOK_SECRET_MIN} characters`);
      const scope = parseScope(option(args, '--scope') ?? '*');
      if (!scope) throw new UsageError("--scope is '*' or template keys separated by commas (casino1,slot2)");
      const webhook: WebhookSummary = {
        id: randomUUID(),
        url: target,
        events: eventsFrom(option(args, '--events')),
        scope,
        createdBy: actor,
        createdAt: now,
        disabled: false,
      };
      await store.createWebhook({ ...webhook, secret });
      await audit('webhooks.create', 'ok', { webhook: webhook.id, target: new URL(target).origin, events: webhook.events, scope });
      io.out(webhook.id);
      return 0;
    }
    case 'list': {
      const all = await store.webhooks();
      for (const w of all) io.out(describe(w));
      if (all.length === 0) io.out('operator: no webhooks');
      return 0;
    }
    case 'remove': {
      const webhook = await webhookNamed(store, target);
      await store.deleteWebhook(webhook.id, now);
      await audit('webhooks.delete', 'ok', { webhook: webhook.id });
      io.out(`operator: removed webhook ${webhook.id}`);
      return 0;
    }
    case 'disable':
    case 'enable': {
      const webhook = await webhookNamed(store, target);
      await store.setWebhookDisabled(webhook.id, command === 'disable');
      await audit('webhooks.update', 'ok', { webhook: webhook.id, disabled: command === 'disable' });
      io.out(`operator: webhook ${webhook.id} ${command}d`);
      return 0;
    }
    case 'deliveries': {
      const webhook = target ? (await webhookNamed(store, target)).id : undefined;
      const log = await store.deliveries({ limit: 100, ...(webhook ? { webhook } : {}) });
      for (const d of log)
        io.out(
          `${d.id}  ${d.webhook.slice(0, 8)}  ${d.event.padEnd(18)} ${d.state.padEnd(9)} attempt ${d.attempt}  ${d.status ?? d.error ?? '-'}  at ${d.at}${d.nextAttempt && d.state === 'pending' ? `  next ${d.nextAttempt}` : ''}`,
        );
      if (log.length === 0) io.out('operator: no deliveries');
      return 0;
    }
    case 'redeliver': {
      if (!target) throw new UsageError('operator webhook redeliver needs a delivery id (operator webhook deliveries shows them)');
      if (!(await store.redeliver(target, now))) throw new UsageError(`no delivery ${target}`);
      await audit('webhooks.resend', 'ok', { delivery: target });
      io.out(`operator: delivery ${target} queued again`);
      return 0;
    }
    default:
      throw new UsageError(command ? `unknown webhook command ${command}` : 'operator webhook needs a command');
  }
}
