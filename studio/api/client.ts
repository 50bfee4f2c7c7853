/**
 * The studio's typed client over the operator API (docs/operators.md "Operator API"): the session is the
 * HttpOnly cookie the browser keeps, every state change carries the CSRF token the login or session answer
 * gave, and every refusal becomes an ApiError with its status and code. `fetch` is injected so the store
 * and its tests run without a server.
 */
import type { Catalog, EditRequest, EditResult, FileMap, LintView, PageView, PreviewLink } from '../../engine/studio/contract.ts';
import { ApiError, errorFromAnswer } from './errors.ts';
import type { DemoSite, DemoSitePointed, VitalsAnswer } from '../../schemas/operator-api.ts';
import type { ConfigDiff, Draft, DraftSummary, History, LintSummary, PublishResult, Revision, SessionInfo } from './types.ts';

export type Fetch = (input: string, init: RequestInit) => Promise<Response>;

export interface MessageHit {
  key: string;
  texts: Record<string, string>;
}

export interface StudioApi {
  login(name: string, password: string): Promise<SessionInfo>;
  session(): Promise<SessionInfo>;
  logout(): Promise<void>;
  catalog(draft?: string): Promise<Catalog>;
  drafts(): Promise<DraftSummary[]>;
  createDraft(title: string): Promise<Draft>;
  draft(id: string): Promise<Draft>;
  putDraft(id: string, version: number, files: FileMap, parent?: string): Promise<Draft>;
  lint(id: string): Promise<LintView>;
  view(id: string, template: string, page: string): Promise<PageView>;
  edit(id: string, request: EditRequest): Promise<EditResult>;
  /** a signed preview address for the draft on `site` (its player origin, token and expiry) */
  preview(id: string, site: string): Promise<PreviewLink>;
  diff(from: string, to: string): Promise<ConfigDiff>;
  revisions(before?: string): Promise<History>;
  revision(id: string): Promise<Revision>;
  publishDraft(id: string, version: number, message: string): Promise<PublishResult>;
  rollback(revision: string, message: string): Promise<PublishResult>;
  /** over locales/ and the draft's brand copy (`draft`), best first for `template` */
  searchMessages(query: string, draft?: string, template?: string): Promise<MessageHit[]>;
  /** the images under public/ */
  assets(): Promise<string[]>;
  /** real players' vitals of the sites the caller may view (`template`: one template's sites) */
  vitals(template?: string): Promise<VitalsAnswer>;
  /** the embedded demo backend's sites; null when this server proxies to a real backend (404 demoBackendOff) */
  demoSites(): Promise<DemoSite[] | null>;
  /** points a demo site at a live template (an admin over every template) */
  pointDemoSite(domain: string, theme_code: string, theme_color: string): Promise<DemoSitePointed>;
}

/** A lint answer as the studio shows it: `/lint` answers the publish gate's summary, edits answer a LintView. */
export function lintView(summary: LintSummary & { ms?: number }): LintView {
  return { errors: summary.errors, warnings: summary.warnings, problems: summary.problems, ms: summary.ms ?? 0 };
}

const q = encodeURIComponent;

export function createApi(fetchImpl: Fetch, base = ''): StudioApi {
  let csrf: string | undefined;

  async function call<T>(method: string, path: string, body?: unknown): Promise<T> {
    const headers: Record<string, string> = { accept: 'application/json' };
    if (body !== undefined) headers['content-type'] = 'application/json';
    if (method !== 'GET' && csrf) headers['x-csrf-token'] = csrf;
    let answer: Response;
    try {
      answer = await fetchImpl(`${base}${path}`, {
        method,
        headers,
        credentials: 'same-origin',
        ...(body !== undefined ? { body: JSON.stringify(body) } : {}),
      });
    } catch (error) {
      throw new ApiError(0, 'network', `the operator server cannot be reached (${error instanceof Error ? error.message : String(error)})`);
    }
    const text = await answer.text();
    if (!answer.ok) throw errorFromAnswer(answer.status, text);
    try {
      return JSON.parse(text) as T;
    } catch {
      throw new ApiError(answer.status, 'badAnswer', `the server's answer to ${method} ${path} is not JSON`);
    }
  }

  const remember = (info: SessionInfo) => {
    if (info.csrfToken) csrf = info.csrfToken;
    return info;
  };

  return {
    login: async (name, password) => remember(await call<SessionInfo>('POST', '/api/login', { name, password })),
    session: async () => remember(await call<SessionInfo>('GET', '/api/session')),
    logout: async () => {
      await call('POST', '/api/logout');
      csrf = undefined;
    },
    catalog: (draft) => call('GET', `/api/studio/catalog${draft ? `?draft=${q(draft)}` : ''}`),
    drafts: async () => (await call<{ items: DraftSummary[] }>('GET', '/api/drafts')).items,
    createDraft: (title) => call('POST', '/api/drafts', { title }),
    draft: (id) => call('GET', `/api/drafts/${q(id)}`),
    putDraft: (id, version, files, parent) => call('PUT', `/api/drafts/${q(id)}`, { version, files, ...(parent ? { parent } : {}) }),
    lint: async (id) => lintView(await call<LintSummary & { ms?: number }>('POST', `/api/drafts/${q(id)}/lint`)),
    view: (id, template, page) => call('GET', `/api/drafts/${q(id)}/view?template=${q(template)}&page=${q(page)}`),
    edit: (id, request) => call('POST', `/api/drafts/${q(id)}/edits`, request),
    preview: (id, site) => call('POST', `/api/drafts/${q(id)}/preview`, { site }),
    diff: async (from, to) => call<ConfigDiff>('GET', `/api/diff?from=${q(from)}&to=${q(to)}`),
    revisions: (before) => call('GET', `/api/revisions?limit=50${before ? `&before=${q(before)}` : ''}`),
    revision: (id) => call('GET', `/api/revisions/${q(id)}`),
    publishDraft: (id, version, message) => call('POST', '/api/publish', { draft: id, version, message }),
    rollback: (revision, message) => call('POST', '/api/rollback', { revision, message }),
    searchMessages: async (query, draft, template) =>
      (
        await call<{ items: MessageHit[] }>(
          'GET',
          `/api/studio/messages?q=${q(query)}${draft ? `&draft=${q(draft)}` : ''}${template ? `&template=${q(template)}` : ''}`,
        )
      ).items,
    assets: async () => (await call<{ items: string[] }>('GET', '/api/studio/assets')).items,
    vitals: (template) => call('GET', `/api/vitals${template ? `?template=${q(template)}` : ''}`),
    demoSites: async () => {
      try {
        return (await call<{ items: DemoSite[] }>('GET', '/api/demo-sites')).items;
      } catch (error) {
        if (error instanceof ApiError && error.status === 404 && error.code === 'demoBackendOff') return null;
        throw error;
      }
    },
    pointDemoSite: (domain, theme_code, theme_color) => call('PUT', `/api/demo-sites/${q(domain)}`, { theme_code, theme_color }),
  };
}
