import type { Transport } from '../../api/http.ts';
import { isIP } from 'node:net';
import type { ServedSite } from '../../../engine/store/types.ts';
import { DOMAIN } from '../preview/origins.ts';

const STARTUP = '/api/startup';

/**
 * Whether a request's host can be a site's own domain in the fleet record (issue 50): a backend may
 * answer an address or `localhost` with some brand (the demo's does, for a quick look), and a player
 * asking for http://127.0.0.1/ would then stand in the fleet, and in the studio's preview, for that
 * brand. An IP literal (one whose last label is a number, as a browser reads it), a loopback name or
 * anything not shaped as a domain is not recorded.
 */
export function recordableDomain(domain: string): boolean {
  if (domain.startsWith('[') || isIP(domain) !== 0 || !DOMAIN.test(domain)) return false;
  if (domain === 'localhost' || domain === 'localhost.localdomain') return false;
  const last = domain.slice(domain.lastIndexOf('.') + 1);
  return !/^(\d+|0x[0-9a-f]*)$/.test(last);
}

function siteOf(raw: unknown, body: unknown): ServedSite | undefined {
  if (typeof raw !== 'string' || typeof body !== 'object' || body === null) return undefined;
  const domain = raw.trim().toLowerCase().replace(/:\d+$/, '');
  if (!recordableDomain(domain)) return undefined;
  const answer = body as Record<string, unknown>;
  if (answer['statusCode'] !== 1) return undefined;
  const site = answer['site'];
  if (typeof site !== 'object' || site === null) return undefined;
  const { theme_code, theme_color } = site as Record<string, unknown>;
  if (typeof theme_code !== 'string' || typeof theme_color !== 'string') return undefined;
  return { domain, theme_code, theme_color, languages: languagesOf(answer['language']) };
}

/** The codes of the startup's `language` list, as the locale routing reads them (upper case), once each. */
function languagesOf(list: unknown): string[] {
  if (!Array.isArray(list)) return [];
  const codes = list.flatMap((l: unknown) => {
    const code = typeof l === 'object' && l !== null ? (l as Record<string, unknown>)['code'] : undefined;
    return typeof code === 'string' && code.trim() ? [code.trim().toUpperCase()] : [];
  });
  return [...new Set(codes)];
}

/** The request body as text: a string from this thread, bytes from a render thread (render-pool.ts). */
function bodyText(body: RequestInit['body']): string | undefined {
  if (typeof body === 'string') return body;
  if (body instanceof ArrayBuffer || ArrayBuffer.isView(body)) return new TextDecoder().decode(body);
  return undefined;
}

/**
 * The renders already fetch every site's startup data through this transport: it is where the
 * server learns which sites exist and which template and scheme each wears, with no extra call to
 * the backend. The answer is read from a clone after it is handed back, so the render never waits.
 */
export function recordingStartups(transport: Transport, record: (site: ServedSite) => void): Transport {
  return async (path, init) => {
    const response = await transport(path, init);
    const text = path === STARTUP && response.ok ? bodyText(init.body) : undefined;
    if (text === undefined) return response;
    let domain: unknown;
    try {
      domain = (JSON.parse(text) as Record<string, unknown>)['domain_name'];
    } catch {
      return response;
    }
    response
      .clone()
      .json()
      .then((body: unknown) => {
        const site = siteOf(domain, body);
        if (site) record(site);
      })
      .catch(() => {
        // not JSON: the render reports that itself; there is nothing to record
      });
    return response;
  };
}
