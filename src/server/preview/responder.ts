/**
 * The player server's side of a draft preview (issue 28, issue 30 part 5).
 *
 * `/__preview/<token>/<path>?bp=&lang=&as=&market=&at=&variant=<id>:<variant>&v=` is the entry the studio frames: the token is checked
 * (403, a plain page, for a bad, forged or expired one: one HMAC, no store lookup), a cookie holding
 * it is set, and `<path>` is rendered from the draft there; the preview script moves the address bar
 * to `<path>`, the site's own address, before the app starts. Every later request carrying a valid
 * cookie renders the draft's current files instead of the live set. A cookie rather than
 * an address prefix, because the page then keeps the site's real addresses: the client router, its
 * links, the data loaders and the trees a client navigation fetches (/__config/<revision>/…) all
 * work unchanged, and only the server knows it is a preview.
 *
 * A preview page is never kept in the page cache, is `Cache-Control: no-store`, `X-Robots-Tag:
 * noindex`, may be framed only by the studio's origins, marks each node (data-studio-node) and
 * carries the preview script.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { ConfigSet } from '../../config/config-set.ts';
import type { Api } from '../../api/client.ts';
import { isLanguageCode, LANGUAGES } from '../../i18n/languages.ts';
import { localePath, siteLocales } from '../../i18n/locale-routing.ts';
import { VIEWPORT_COOKIE } from '../../viewport/breakpoints.ts';
import { ANNOUNCEMENT_COOKIE } from '../../state/announcement-cookie.ts';
import { LAYOUT_STORAGE } from '../../state/layout.ts';
import { readCookie } from '../../viewport/cookies.ts';
import type { PageSource } from '../player/page-responder.ts';
import { newNonce, securityHeaders } from '../player/security-headers.ts';
import { nonceParts } from '../player/nonce-template.ts';
import { webHeaders } from '../process/node-request.ts';
import {
  clearPreviewCookie,
  isBreakpointName,
  parsePreviewCookie,
  parseVariants,
  PREVIEW_COOKIE,
  setPreviewCookie,
  viewAudience,
  type PreviewView,
} from './cookie.ts';
import type { DraftSets } from './draft-sets.ts';
import { withPreviewScript, type PreviewScriptConfig } from './script.ts';
import { pageTrees } from './page-trees.ts';
import { PREVIEW_DRAFT_PATH, type PreviewDraftAnswer } from '../../render/studio-events.ts';
import { verifyPreviewToken, type PreviewClaims } from './token.ts';
import type { createPreviewPlayers } from './player-session.ts';
import type { OperatorCheck } from './operator-check.ts';

export const PREVIEW_PREFIX = '/__preview/';

export interface PreviewOptions {
  /** PREVIEW_SECRET; undefined: every preview is refused */
  secret: string | undefined;
  /** who may frame a preview and talk to its script */
  studioOrigins: string[];
  drafts: DraftSets;
  /** where pages render (the render pool; in dev the app as Vite loads it now) */
  source: () => Promise<PageSource>;
  api: Api;
  players: ReturnType<typeof createPreviewPlayers>;
  /** whether a link's operator may still preview, and the audit of its use */
  operators: OperatorCheck;
  env?: NodeJS.ProcessEnv;
  now?: () => number;
}

const PREVIEW_HEADERS = { 'cache-control': 'no-store', 'x-robots-tag': 'noindex, nofollow' } as const;

/** A small page of the preview's own (refused, missing, failed): framable by the studio, so it shows there. */
function plainPage(res: ServerResponse, ancestors: string, status: number, title: string, text: string, extra: Record<string, string> = {}): void {
  const body = `<!doctype html><meta charset="utf-8"><meta name="robots" content="noindex"><title>${title}</title><h1>${title}</h1><p>${text}</p>`;
  res.writeHead(status, {
    'content-type': 'text/html; charset=utf-8',
    'content-length': String(Buffer.byteLength(body)),
    'x-content-type-options': 'nosniff',
    'content-security-policy': `default-src 'none'; frame-ancestors ${ancestors}`,
    ...PREVIEW_HEADERS,
    ...extra,
  });
  res.end(body);
}

/** The site a request is for: its Host without the port, as a preview token names it. */
const hostName = (host: string | null | undefined): string => (host ?? '').replace(/:\d+$/, '').toLowerCase();

const clientOf = (req: IncomingMessage): string | null => req.socket.remoteAddress ?? null;

/** a template key as the studio's page sends it (a site's theme_code) */
const TEMPLATE_KEY = /^[A-Za-z0-9_-]{1,100}$/;

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** The request a preview renders: the preview cookie taken out, the studio's breakpoint as the `viewport` cookie the server's guess reads first. */
export function previewRequest(request: Request, view: PreviewView): Request {
  const cookies = (request.headers.get('cookie') ?? '')
    .split(';')
    .map((c) => c.trim())
    .filter(
      (c) => c && !c.startsWith(`${PREVIEW_COOKIE}=`) && !c.startsWith(`${ANNOUNCEMENT_COOKIE}=`) && !(view.breakpoint && c.startsWith(`${VIEWPORT_COOKIE}=`)),
    );
  if (view.breakpoint) cookies.push(`${VIEWPORT_COOKIE}=${view.breakpoint}`);
  // the first-visit dialogs would cover the page an operator edits: shut unless the studio asks for them
  if (!view.dialogs) cookies.push(`${ANNOUNCEMENT_COOKIE}=1`);
  const headers = new Headers(request.headers);
  if (cookies.length) headers.set('cookie', cookies.join('; '));
  else headers.delete('cookie');
  return new Request(request.url, { method: request.method, headers });
}

export function createPreviewResponder(options: PreviewOptions) {
  const now = options.now ?? Date.now;
  const env = options.env ?? process.env;
  const frameAncestors = options.studioOrigins.length ? options.studioOrigins.join(' ') : "'none'";
  const pageEnv = { ...env, FRAME_ANCESTORS: frameAncestors };
  /**
   * A token's claims when it is signed, unexpired, for this host's site, and its operator may still
   * preview: the first three cost one hash, the last a store lookup kept ACCOUNT_CACHE_MS.
   */
  const check = async (token: string, host: string | null | undefined, client: string | null): Promise<PreviewClaims | undefined> => {
    const claims = options.secret ? verifyPreviewToken(token, options.secret, now()) : undefined;
    if (!claims || claims.site !== hostName(host)) return undefined;
    return (await options.operators.admits({ claims, link: token.slice(token.lastIndexOf('.') + 1), client })) ? claims : undefined;
  };
  const viewOf = async (
    cookieHeader: string | null | undefined,
    host: string | null | undefined,
    client: string | null,
  ): Promise<{ view: PreviewView; claims: PreviewClaims } | 'none' | 'bad'> => {
    const raw = readCookie(cookieHeader, PREVIEW_COOKIE);
    if (raw === undefined) return 'none';
    const view = parsePreviewCookie(raw);
    const claims = view && (await check(view.token, host, client));
    return view && claims ? { view, claims } : 'bad';
  };

  /** The path in the language asked for, as the site writes it (its prefix strategy). */
  async function localised(host: string, path: string, lang: string | null): Promise<string> {
    const code = lang?.toUpperCase();
    if (!code || !isLanguageCode(code)) return path;
    const startup = await options.api.startup(host).catch(() => undefined);
    if (!startup || startup.statusCode !== 1) return path;
    const locales = siteLocales(startup);
    if (!locales.available.includes(code)) return path;
    // the studio sends back the address the frame reported, which may already carry a language's prefix (/en/…)
    const [, first = '', ...rest] = path.split('/');
    const prefixed = locales.available.some((c) => LANGUAGES[c].folder === first.toLowerCase());
    return localePath(prefixed ? `/${rest.join('/')}` : path, code, locales);
  }

  function json(req: IncomingMessage, res: ServerResponse, status: number, value: unknown, extra: Record<string, string> = {}): void {
    const body = Buffer.from(JSON.stringify(value));
    res.writeHead(status, {
      'content-type': 'application/json; charset=utf-8',
      'content-length': String(body.length),
      'x-content-type-options': 'nosniff',
      'content-security-policy': "default-src 'none'; frame-ancestors 'none'",
      ...PREVIEW_HEADERS,
      ...extra,
    });
    res.end(req.method === 'HEAD' ? undefined : body);
  }

  /** `/__preview-draft?v=`: the set a shown preview page updates to, for its cookie's draft only. */
  async function draftRevision(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const found = await viewOf(String(req.headers.cookie ?? ''), req.headers.host, clientOf(req));
    if (typeof found !== 'object') return json(req, res, 403, { error: 'no valid preview cookie' });
    const query = new URL(req.url ?? '/', 'http://preview.invalid').searchParams;
    const version = Number(query.get('v'));
    const t0 = performance.now();
    if (Number.isSafeInteger(version) && version > 0) await options.drafts.until(found.claims.draft, version);
    const waited = performance.now() - t0;
    const draft = await options.drafts.view(found.claims.draft);
    if (draft.kind === 'missing') return json(req, res, 404, { error: 'draft not found' });
    if (draft.kind === 'refused') return json(req, res, 422, { error: 'this draft has errors', version: draft.version });
    // the page's trees in the version's set, when the page names its template and address: it loads none of them then
    const template = query.get('template') ?? '';
    const path = query.get('path') ?? '';
    const trees = TEMPLATE_KEY.test(template) && path.startsWith('/') && path.length <= 2_000 ? await pageTrees(draft.set, template, path) : undefined;
    const answer: PreviewDraftAnswer = {
      version: draft.version,
      revision: draft.set.revision,
      routes: draft.set.routes,
      ...(draft.refused ? { refused: { version: draft.refused.version, message: draft.refused.message } } : {}),
      ...(trees ? { trees } : {}),
    };
    // the wait for the edit's save and the gate of its version: npm run bench -- studio splits edit → preview with them
    json(req, res, 200, answer, { 'server-timing': `wait;dur=${waited.toFixed(1)}, gate;dur=${(draft.gateMs ?? 0).toFixed(1)}` });
  }

  /** `/__preview/<token>/<path>` and `/__preview-draft`: true when it answered. */
  async function entry(pathname: string, req: IncomingMessage, res: ServerResponse): Promise<boolean> {
    if (pathname === PREVIEW_DRAFT_PATH) {
      if (req.method !== 'GET' && req.method !== 'HEAD') {
        res.writeHead(405, { allow: 'GET, HEAD', ...PREVIEW_HEADERS });
        res.end();
      } else await draftRevision(req, res);
      return true;
    }
    if (!pathname.startsWith(PREVIEW_PREFIX)) return false;
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      res.writeHead(405, { allow: 'GET, HEAD', ...PREVIEW_HEADERS });
      res.end();
      return true;
    }
    const rest = pathname.slice(PREVIEW_PREFIX.length);
    const slash = rest.indexOf('/');
    const token = slash < 0 ? rest : rest.slice(0, slash);
    const claims = await check(token, req.headers.host, clientOf(req));
    if (!claims) {
      plainPage(res, frameAncestors, 403, 'Preview refused', 'This preview link is not valid here or has expired. Open the draft in the studio for a new one.');
      return true;
    }
    const url = new URL(req.url ?? '/', 'http://preview.invalid');
    // the page's own address on this site: one leading slash, so the redirect cannot leave the site
    const page = `/${slash < 0 ? '' : rest.slice(slash + 1)}`.replace(/^\/+/, '/').replace(/\\/g, '/');
    const bp = url.searchParams.get('bp');
    // "as" a market, an instant and variants (docs/targeting.md): only here, behind a checked token
    const market = url.searchParams.get('market')?.toUpperCase();
    const at = Date.parse(url.searchParams.get('at') ?? '');
    const variants = parseVariants(url.searchParams.getAll('variant'));
    const view: PreviewView = {
      token,
      as: url.searchParams.get('as') === 'player' ? 'player' : 'guest',
      ...(bp && isBreakpointName(bp) ? { breakpoint: bp } : {}),
      ...(market && /^[A-Z]{2}$/.test(market) ? { market } : {}),
      ...(Number.isFinite(at) && at >= 0 ? { at } : {}),
      ...(variants ? { variants } : {}),
      ...(url.searchParams.get('dialogs') === '1' ? { dialogs: true } : {}),
    };
    const host = (req.headers.host ?? '').replace(/:\d+$/, '');
    const target = await localised(host, page, url.searchParams.get('lang'));
    // `v`: the draft version the studio's edit in flight will save; the page waits for it (2 s at most)
    const version = Number(url.searchParams.get('v'));
    for (const key of ['bp', 'as', 'lang', 'market', 'at', 'variant', 'v', 'dialogs']) url.searchParams.delete(key);
    const search = url.searchParams.size ? `?${url.searchParams.toString()}` : '';
    // the page renders here, under the entry's address: the first page needs no cookie (a browser
    // that refuses it in a frame still shows it); the cookie carries the preview on from there
    res.setHeader('set-cookie', setPreviewCookie(view, claims.exp, now()));
    const address = target + search;
    const headers = webHeaders(req);
    headers.delete('cookie');
    if (Number.isSafeInteger(version) && version > 0) await options.drafts.until(claims.draft, version);
    await render(new Request(`http://${req.headers.host ?? 'localhost'}${address}`, { method: req.method, headers }), res, view, claims, address);
    return true;
  }

  /** A page request carrying the preview cookie: true when it answered (false: a player's page, as ever). */
  async function page(request: Request, res: ServerResponse): Promise<boolean> {
    const found = await viewOf(request.headers.get('cookie'), new URL(request.url).host, res.req.socket.remoteAddress ?? null);
    if (found === 'none') return false;
    if (found === 'bad') {
      // an ended preview: the site as players see it, and the cookie forgotten
      res.setHeader('set-cookie', clearPreviewCookie);
      return false;
    }
    await render(request, res, found.view, found.claims);
    return true;
  }

  /** Renders the draft for a checked view; `address`: the entry's page, which the script puts in the address bar before the app starts. */
  async function render(request: Request, res: ServerResponse, view: PreviewView, claims: PreviewClaims, address?: string): Promise<void> {
    const t0 = performance.now();
    const draft = await options.drafts.view(claims.draft);
    if (draft.kind === 'missing') {
      plainPage(res, frameAncestors, 404, 'Draft not found', 'This draft no longer exists (published or deleted).', { 'set-cookie': clearPreviewCookie });
      return;
    }
    if (draft.kind === 'refused') {
      const list = draft.problems
        .slice(0, 20)
        .map((p) => `<li>${escapeHtml(`${p.file}:${p.line}:${p.column} ${p.ruleId}: ${p.message}`)}</li>`)
        .join('');
      plainPage(
        res,
        frameAncestors,
        422,
        'This draft has errors',
        `Version ${draft.version} fails config-lint, and no earlier version of it passed.</p><ul>${list}</ul><p>Fix them in the studio.`,
      );
      return;
    }
    // the player is signed in on the link's own site only: its session works nowhere else
    const session =
      view.as === 'player'
        ? await options.players.session(claims.site).then((value) => value && { key: options.players.key, value })
        : { key: options.players.key, value: null };
    // a link signed for an instant (a schedule's) is seen as at it, whatever the entry asked
    const audience = viewAudience(claims.at !== undefined ? { ...view, at: claims.at } : view);
    const rendered = await (await options.source()).render(previewRequest(request, view), draft.set, { marks: true, ...(audience ? { audience } : {}) });
    const timing = `gate;dur=${(draft.gateMs ?? 0).toFixed(1)}, preview;dur=${(performance.now() - t0).toFixed(1)}`;
    res.setHeader('server-timing', timing);
    for (const [name, value] of Object.entries(PREVIEW_HEADERS)) res.setHeader(name, value);
    if (rendered.kind === 'response') {
      res.statusCode = rendered.status;
      for (const [key, value] of rendered.headers) res.setHeader(key, value);
      res.end();
      return;
    }
    if (rendered.kind === 'error') {
      plainPage(res, frameAncestors, 500, 'The preview failed', 'The draft could not be rendered; the server log says why.');
      return;
    }
    const nonce = newNonce();
    const config: PreviewScriptConfig = {
      origins: options.studioOrigins,
      version: draft.version,
      ...(draft.refused ? { refused: { version: draft.refused.version, message: draft.refused.message } } : {}),
      ...(session ? { session } : {}),
      ...(address ? { address } : {}),
      // the announcement opens after hydration from the layout state: shut (or open) there too
      layout: { key: LAYOUT_STORAGE.name, version: LAYOUT_STORAGE.version, flags: { show_bf_ann_modal: view.dialogs === true } },
    };
    // the pieces come from a render thread as plain byte arrays: joined as bytes, then read once
    const html = withPreviewScript(Buffer.concat(nonceParts(rendered.page, nonce)).toString('utf8'), config, nonce);
    const body = Buffer.from(html, 'utf8');
    res.statusCode = rendered.status;
    res.setHeader('content-type', 'text/html; charset=utf-8');
    for (const [name, value] of Object.entries(securityHeaders(nonce, pageEnv, rendered.site?.seal))) res.setHeader(name, value);
    res.setHeader('content-length', body.length);
    res.end(request.method === 'HEAD' ? undefined : body);
  }

  /**
   * The draft set a preview's client navigation or in-place update asks trees of (/__config/<revision>/…):
   * only with that preview's cookie. With several workers the browser's connections reach other processes
   * than the one that rendered the page or answered /__preview-draft: one that has not built the set yet
   * judges the draft's current version itself, so its revision is served by every process.
   */
  async function configSet(revision: string, req: IncomingMessage): Promise<ConfigSet | undefined> {
    const found = await viewOf(String(req.headers.cookie ?? ''), req.headers.host, clientOf(req));
    if (typeof found !== 'object') return undefined;
    const known = options.drafts.setOf(revision, found.claims.draft);
    if (known) return known;
    const view = await options.drafts.view(found.claims.draft);
    return view.kind === 'set' && view.set.revision === revision ? view.set : undefined;
  }

  return { entry, page, configSet };
}

export type PreviewResponder = ReturnType<typeof createPreviewResponder>;
