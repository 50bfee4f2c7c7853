/**
 * Where the two halves of a preview live: the studio (on the operator surface) frames the player
 * site. The player server lets only the studio's origins frame a preview and talk to its script;
 * the operator API tells the studio which origin renders a site.
 */
import { DEFAULT_OPERATOR_PORT, operatorPortFrom } from '../operator/port.ts';
import { originSources } from '../player/security-headers.ts';

/**
 * STUDIO_ORIGIN (space- or comma-separated origins), else the operator port on this machine as a
 * browser names it: localhost and 127.0.0.1 (and OPERATOR_HOST when it is a name of its own).
 * Empty when the operator surface is off and no STUDIO_ORIGIN is given: then nothing may frame a preview.
 */
export function studioOrigins(env: NodeJS.ProcessEnv): string[] {
  const listed = originSources(env['STUDIO_ORIGIN']);
  if (listed.length > 0 || env['STUDIO_ORIGIN']?.trim()) return listed;
  let port: number | undefined;
  try {
    port = operatorPortFrom(env);
  } catch {
    port = DEFAULT_OPERATOR_PORT;
  }
  if (port === undefined || port === 0) return [];
  const hosts = new Set(['localhost', '127.0.0.1']);
  const host = env['OPERATOR_HOST']?.trim();
  if (host && host !== '0.0.0.0' && host !== '::' && !host.includes(':')) hosts.add(host);
  return originSources([...hosts].map((h) => `http://${h}:${port}`).join(' '));
}

/** PLAYER_ORIGIN's scheme and port (default http://…:PORT): the host is each site's own domain. */
export function playerOriginFor(env: NodeJS.ProcessEnv, domain: string): string {
  const base = env['PLAYER_ORIGIN']?.trim() || `http://localhost:${env['PORT']?.trim() || '3000'}`;
  const url = new URL(base);
  url.hostname = domain;
  return url.origin;
}

/** A site's domain as a preview may name it: a host name, nothing that could reshape a URL. */
export const DOMAIN = /^(?=.{1,253}$)[a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?(\.[a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?)*$/;
