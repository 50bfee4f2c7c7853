/**
 * The host names the operator port answers to (OPERATOR_HOSTS, loopback names by default). A page on
 * another name that rebinds to this address (DNS rebinding) sends its own name as Host, so it is
 * refused before any session, /metrics or studio file is served.
 */
import type { IncomingMessage } from 'node:http';
import { normaliseHost } from '../process/request-target.ts';

export const DEFAULT_OPERATOR_HOSTS: readonly string[] = ['127.0.0.1', 'localhost', '[::1]'];

/** OPERATOR_HOSTS: host names separated by commas (no ports: any port of an allowed name is allowed). */
export function operatorHostsFrom(env: NodeJS.ProcessEnv): ReadonlySet<string> {
  const listed = (env['OPERATOR_HOSTS'] ?? '')
    .split(',')
    .map((h) => hostNameOf(h.trim()))
    .filter(Boolean);
  return new Set(listed.length > 0 ? listed : DEFAULT_OPERATOR_HOSTS);
}

/** `Example.COM.:3001` → `example.com`; `[::1]:3001` → `[::1]`. */
export function hostNameOf(host: string): string {
  const normal = normaliseHost(host);
  return normal.startsWith('[') ? normal.slice(0, normal.indexOf(']') + 1) : normal.replace(/:\d{1,5}$/, '');
}

/**
 * The first Host the request names that is not allowed, if any: the Host header always, and the
 * proxy's X-Forwarded-Host when the proxy is trusted (a rebound page can send either).
 */
export function foreignHost(req: IncomingMessage, trustProxy: boolean, allowed: ReadonlySet<string>): string | undefined {
  const named = [req.headers.host ?? ''];
  const forwarded = req.headers['x-forwarded-host'];
  if (trustProxy && forwarded !== undefined) named.push(...(Array.isArray(forwarded) ? forwarded : [forwarded]).flatMap((f) => f.split(',')));
  return named.map((h) => h.trim()).find((h) => !allowed.has(hostNameOf(h)));
}
