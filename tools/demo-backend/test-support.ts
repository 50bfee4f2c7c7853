import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createDemoBackend, type DemoBackend, type DemoBackendOptions } from './index.ts';

/** Test-only helpers: a backend on its own temp file, and terse JSON calls against it. */
export interface TestBackend {
  backend: DemoBackend;
  dbPath: string;
  logs: string[];
  /** `host`: the site the call comes from, when the body does not tell (a token from another instance) */
  post: (path: string, body: unknown, host?: string) => Promise<{ status: number; json: Record<string, unknown> }>;
  get: (path: string) => Promise<Response>;
  raw: (path: string, init: RequestInit) => Promise<Response>;
  login: (siteKey?: string) => Promise<{ auth: string; account_id: string }>;
  dispose: () => void;
}

export const site = (key = 'casino1') => ({ domain_name: `${key}.localhost`, external_id: `ext-${key}` });

/** A §7 signup body for `key`'s site with every optional field empty; a test overrides what it is about. */
export const signupBody = (key: string, account_id: string, overrides: Record<string, unknown> = {}) => ({
  ...site(key),
  account_id,
  password: 'secret99',
  contact_phone: '+447700900123',
  contact_email: '',
  referrer_code: '',
  ch: '',
  cm: '',
  pp: '',
  affiliate_code: '',
  fbp: '',
  appsflyer_id: '',
  visitor_id: '',
  ...overrides,
});

export function tempDbPath(): { dir: string; dbPath: string } {
  const dir = mkdtempSync(join(tmpdir(), 'demo-backend-'));
  return { dir, dbPath: join(dir, 'demo.sqlite') };
}

export async function startTestBackend(options: Omit<DemoBackendOptions, 'dbPath' | 'log'> & { dbPath?: string } = {}): Promise<TestBackend> {
  const paths = options.dbPath ? { dir: '', dbPath: options.dbPath } : tempDbPath();
  const logs: string[] = [];
  const backend = await createDemoBackend({ ...options, dbPath: paths.dbPath, log: (line) => logs.push(line) });
  const raw = (path: string, init: RequestInit) => backend.handle(new Request(`http://demo.test${path}`, init));
  // Like a browser, a session call comes from the site whose login issued the token (tokens are bound to it).
  const hostOfToken = new Map<string, string>();
  const hostFor = (body: unknown): string | undefined => {
    if (typeof body !== 'object' || body === null) return undefined;
    const fields = body as Record<string, unknown>;
    if (typeof fields.auth === 'string' && hostOfToken.has(fields.auth)) return hostOfToken.get(fields.auth);
    return typeof fields.domain_name === 'string' ? fields.domain_name : undefined;
  };
  const post = async (path: string, body: unknown, explicitHost?: string) => {
    const host = explicitHost ?? hostFor(body);
    const headers: Record<string, string> = { 'content-type': 'application/json', ...(host ? { 'x-forwarded-host': host } : {}) };
    const response = await raw(path, { method: 'POST', headers, body: typeof body === 'string' ? body : JSON.stringify(body) });
    const json = (await response.json()) as Record<string, unknown>;
    if (typeof json.token === 'string' && host) hostOfToken.set(json.token, host);
    return { status: response.status, json };
  };
  return {
    backend,
    dbPath: paths.dbPath,
    logs,
    post,
    get: (path) => raw(path, { method: 'GET' }),
    raw,
    login: async (siteKey = 'casino1') => {
      const { json } = await post('/api/auth/login', { account_id: 'demo', password: 'demo1234', ...site(siteKey) });
      if (typeof json.token !== 'string') throw new Error(`login failed: ${JSON.stringify(json)}`);
      return { auth: json.token, account_id: 'demo' };
    },
    dispose: () => {
      backend.close();
      if (paths.dir) rmSync(paths.dir, { recursive: true, force: true });
    },
  };
}
