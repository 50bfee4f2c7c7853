/**
 * Where a webhook may point. Only http(s) URLs without credentials in them; and, unless
 * WEBHOOK_ALLOW_PRIVATE=1, never a loopback, private, link-local or otherwise internal address, so
 * an admin's webhook cannot be turned on the servers' own network (SSRF). The URL is checked when the
 * webhook is added, and every address its name resolves to is checked again when it is sent
 * (src/server/operator/webhooks/send.ts), so a name that later resolves inward is refused too.
 */
import { BlockList, isIP } from 'node:net';

export const allowPrivateFrom = (env: NodeJS.ProcessEnv): boolean => env['WEBHOOK_ALLOW_PRIVATE'] === '1';

const internal = new BlockList();
for (const [net, prefix] of [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['224.0.0.0', 4],
  ['240.0.0.0', 4],
] as const)
  internal.addSubnet(net, prefix, 'ipv4');
for (const [net, prefix] of [
  ['::', 128],
  ['::1', 128],
  ['fc00::', 7],
  ['fe80::', 10],
  ['ff00::', 8],
] as const)
  internal.addSubnet(net, prefix, 'ipv6');

/** Whether an IP address is one a webhook may not reach without WEBHOOK_ALLOW_PRIVATE=1. */
export function isInternalAddress(address: string): boolean {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address)?.[1];
  if (mapped) return internal.check(mapped, 'ipv4');
  const family = isIP(address);
  if (family === 0) return true;
  return internal.check(address, family === 4 ? 'ipv4' : 'ipv6');
}

/** Why `url` cannot be a webhook's, or undefined when it can. */
export function webhookUrlProblem(url: string, allowPrivate: boolean): string | undefined {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return 'the webhook URL is not a URL';
  }
  if (parsed.protocol !== 'http:' && parsed.protocol !== 'https:') return 'a webhook URL is http:// or https://';
  if (parsed.username || parsed.password) return 'a webhook URL carries no user or password (the secret signs the deliveries)';
  if (allowPrivate) return undefined;
  const host = parsed.hostname.replace(/^\[|\]$/g, '').toLowerCase();
  if (host === 'localhost' || host.endsWith('.localhost') || (isIP(host) !== 0 && isInternalAddress(host)))
    return `${host} is a loopback or private address: webhooks reach those only with WEBHOOK_ALLOW_PRIVATE=1`;
  return undefined;
}
