import type { IncomingMessage } from 'node:http';

/**
 * The request-target of RFC 9112 §3.2 read as a path on the site the Host header names, never as a
 * URL that could name another site: `new URL('//slot2.localhost/slots', base)` or an absolute-form
 * target would otherwise pick the site from the request line.
 */
export type Target = { ok: true; path: string; search: string } | { ok: false; reason: string };

/** RFC 3986 pchar and "/", and `[ ] | ^`, which browsers send unescaped; a "%" must start an escape. */
const PATH = /^(?:[A-Za-z0-9\-._~!$&'()*+,;=:@/[\]|^]|%[0-9A-Fa-f]{2})*$/;
/**
 * The query adds "?", and what browsers send unescaped there (a typed `%`, `[ ] | ^ { } " \` and the
 * backtick): the page reads it through URLSearchParams, which takes all of them, so none is refused.
 */
const QUERY = /^[A-Za-z0-9\-._~!$&'()*+,;=:@/?[\]|^`{}"%\\]*$/;
const ABSOLUTE = /^([A-Za-z][A-Za-z0-9+.-]*):\/\/([^/?#]*)(.*)$/;

/** Its escapes decode to UTF-8 text without control characters (`%00`, `%0D%0A`: no page has them). */
function decodes(path: string): boolean {
  try {
    return ![...decodeURIComponent(path)].some((char) => char < ' ' || char === '\u007f');
  } catch {
    return false;
  }
}

/**
 * Parses the target against the (normalised) Host. Origin-form is a path; a run of slashes at its
 * start is one slash (as nginx's merge_slashes does), so no later redirect can echo a `//host` path.
 * Absolute-form is accepted only when its authority is the Host itself (RFC 9112 §3.2.2 lets a proxy
 * send it); any other authority, the asterisk-form, a fragment or a malformed escape is refused.
 */
export function parseTarget(raw: string, host: string): Target {
  let rest = raw;
  const absolute = ABSOLUTE.exec(raw);
  if (absolute) {
    const [, scheme = '', authority = '', tail = ''] = absolute;
    if (!/^https?$/i.test(scheme)) return { ok: false, reason: 'unsupported scheme in the request-target' };
    if (normaliseHost(authority) !== host) return { ok: false, reason: 'the request-target names another host than Host' };
    rest = tail === '' ? '/' : tail;
  }
  if (!rest.startsWith('/')) return { ok: false, reason: 'the request-target is not a path' };
  const question = rest.indexOf('?');
  const path = question === -1 ? rest : rest.slice(0, question);
  const search = question === -1 ? '' : rest.slice(question);
  if (!PATH.test(path) || !decodes(path)) return { ok: false, reason: 'malformed path in the request-target' };
  if (!QUERY.test(search.slice(1))) return { ok: false, reason: 'malformed query in the request-target' };
  return { ok: true, path: path.replace(/^\/+/, '/'), search };
}

/** Host names are case-insensitive and `casino1.localhost.` is `casino1.localhost` (a fully qualified name). */
export function normaliseHost(host: string): string {
  const match = /^(.*?)(:\d{1,5})?$/.exec(host.toLowerCase());
  const name = match?.[1] ?? '';
  const port = match?.[2] ?? '';
  return `${name.endsWith('.') && !name.startsWith('[') ? name.slice(0, -1) : name}${port}`;
}

/** How many Host headers the request carried: more than one is ambiguous (RFC 9112 §3.2 says answer 400). */
export function hostHeaderCount(req: Pick<IncomingMessage, 'rawHeaders'>): number {
  let count = 0;
  for (let i = 0; i < req.rawHeaders.length; i += 2) if (req.rawHeaders[i]?.toLowerCase() === 'host') count++;
  return count;
}
