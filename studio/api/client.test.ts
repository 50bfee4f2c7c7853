import { describe, expect, it } from 'vitest';
import { createApi, type Fetch } from './client.ts';
import { ApiError, draftChangedOf, lintErrorsOf, staleParentOf } from './errors.ts';

interface Sent {
  url: string;
  method: string;
  headers: Record<string, string>;
  body?: unknown;
  credentials?: RequestCredentials;
}

function fake(answers: ((sent: Sent) => Response)[]): { fetch: Fetch; sent: Sent[] } {
  const sent: Sent[] = [];
  return {
    sent,
    fetch: async (url, init) => {
      const request: Sent = {
        url,
        method: init.method ?? 'GET',
        headers: init.headers as Record<string, string>,
        ...(typeof init.body === 'string' ? { body: JSON.parse(init.body) } : {}),
        ...(init.credentials ? { credentials: init.credentials } : {}),
      };
      sent.push(request);
      const answer = answers.shift();
      if (!answer) throw new TypeError('Failed to fetch');
      return answer(request);
    },
  };
}

const json = (status: number, body: unknown) => () => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
const SESSION = { account: 'ann', grants: [{ role: 'editor', scope: '*' }], csrfToken: 'tok-1', expiresAt: '2026-11-26T10:00:00.000Z' };

describe('operator API client', () => {
  it('asks for a preview link of a draft on a site', async () => {
    const link = { origin: 'http://casino1.localhost:3000', token: 'tk', expiresAt: '2026-11-26T10:00:00.000Z' };
    const { fetch, sent } = fake([json(201, link)]);
    expect(await createApi(fetch).preview('d 1', 'casino1.localhost')).toEqual(link);
    expect(sent[0]).toMatchObject({ url: '/api/drafts/d%201/preview', method: 'POST', body: { site: 'casino1.localhost' } });
  });

  it('sends the CSRF token from the login answer on state changes only, with the cookie of the same origin', async () => {
    const { fetch, sent } = fake([json(200, SESSION), json(200, { items: [] }), json(201, { id: 'd1' })]);
    const api = createApi(fetch, '/ops');
    expect(await api.login('ann', 'pw')).toEqual(SESSION);
    await api.drafts();
    await api.createDraft('t');
    expect(sent[0]).toMatchObject({ url: '/ops/api/login', method: 'POST', body: { name: 'ann', password: 'pw' }, credentials: 'same-origin' });
    expect(sent[0]!.headers['x-csrf-token']).toBeUndefined();
    expect(sent[1]).toMatchObject({ url: '/ops/api/drafts', method: 'GET' });
    expect(sent[1]!.headers['x-csrf-token']).toBeUndefined();
    expect(sent[2]).toMatchObject({ method: 'POST', body: { title: 't' } });
    expect(sent[2]!.headers['x-csrf-token']).toBe('tok-1');
  });

  it('takes the CSRF token from a session answer after a reload', async () => {
    const { fetch, sent } = fake([json(200, { ...SESSION, csrfToken: 'tok-2' }), json(200, { ok: true })]);
    const api = createApi(fetch);
    await api.session();
    await api.logout();
    expect(sent[1]!.headers['x-csrf-token']).toBe('tok-2');
  });

  it('encodes ids and queries into the paths of the contract', async () => {
    const { fetch, sent } = fake([json(200, {}), json(200, {}), json(200, {}), json(200, { errors: 1, warnings: 0, problems: [] }), json(200, {})]);
    const api = createApi(fetch);
    await api.view('a/b', 'casino1', 'home page');
    await api.edit('d1', { version: 3, edits: [] });
    await api.catalog('d 1');
    expect(await api.lint('d1')).toEqual({ errors: 1, warnings: 0, problems: [], ms: 0 });
    await api.diff('live', 'draft:d1');
    expect(sent.map((s) => `${s.method} ${s.url}`)).toEqual([
      'GET /api/drafts/a%2Fb/view?template=casino1&page=home%20page',
      'POST /api/drafts/d1/edits',
      'GET /api/studio/catalog?draft=d%201',
      'POST /api/drafts/d1/lint',
      'GET /api/diff?from=live&to=draft%3Ad1',
    ]);
    expect(sent[1]!.body).toEqual({ version: 3, edits: [] });
  });

  it('turns JSON errors into typed errors with status, code and the extra fields', async () => {
    const stale = { parent: '00000001', live: '00000002', diff: { files: [], summary: { added: 0, removed: 0, modified: 0, unchanged: 1 } } };
    const { fetch } = fake([
      json(401, { error: { code: 'invalidCredentials', message: 'wrong name or password' } }),
      json(401, { error: { code: 'unauthenticated', message: 'log in' } }),
      json(409, { error: { code: 'staleParent', message: 'stale', ...stale } }),
      json(409, { error: { code: 'draftChanged', message: 'changed', version: 7 } }),
      json(422, { error: { code: 'lintErrors', message: '1 error', problems: [{ ruleId: 'schema' }] } }),
      () => new Response('<html>bad gateway</html>', { status: 502 }),
    ]);
    const api = createApi(fetch);
    const caught = async (p: Promise<unknown>) =>
      p.then(
        () => undefined,
        (e: unknown) => e as ApiError,
      );
    const wrong = await caught(api.login('ann', 'x'));
    expect(wrong).toMatchObject({ status: 401, code: 'invalidCredentials', message: 'wrong name or password', sessionLost: false });
    const lost = await caught(api.drafts());
    expect(lost).toMatchObject({ status: 401, code: 'unauthenticated', sessionLost: true });
    const staleError = await caught(api.publishDraft('d1', 1, 'm'));
    expect(staleParentOf(staleError)).toEqual(stale);
    expect(draftChangedOf(await caught(api.putDraft('d1', 1, {})))).toEqual({ version: 7 });
    expect(lintErrorsOf(await caught(api.publishDraft('d1', 1, 'm')))).toEqual([{ ruleId: 'schema' }]);
    const gateway = await caught(api.revisions());
    expect(gateway).toMatchObject({ status: 502, code: 'http', unavailable: true });
    expect(gateway?.message).toContain('bad gateway');
  });

  it('a failed connection is status 0, unavailable', async () => {
    const api = createApi(fake([]).fetch);
    const error = await api.revisions().catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 0, code: 'network', unavailable: true, sessionLost: false });
  });
});
