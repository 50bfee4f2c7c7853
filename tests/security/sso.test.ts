/**
 * Single sign-on (issue 50) end to end over HTTP: a real OpenID provider (tests/security/test-idp.ts) and
 * the real operator server process, driven by a scripted browser one redirect at a time. A group mapped
 * to editor of casino1 gives exactly that, re-mapped at each login; a user with no mapped group, a
 * disabled account, an altered state or nonce, another provider's answer, a code issued to another
 * client and a forged flow cookie are all refused and audited with their reason, never with a token.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { as, auditLog, login, op, PASSWORD, startOperatorServer, type AuditItem, type Login, type OperatorFixture } from './operator-server.ts';
import { ScriptedBrowser, type Hop } from './sso-browser.ts';
import { startServer, ServerDidNotStart } from './server.ts';
import { startTestIdp, type TestIdp, type TestUser } from './test-idp.ts';

const CLIENT = { client_id: 'studio', client_secret: 'studio client secret for tests' };
const INTRUDER = { client_id: 'intruder', client_secret: 'another client secret' };
const GRANTS = {
  'casino-editors': [{ role: 'editor', scope: ['casino1'] }],
  'ops-viewers': [{ role: 'viewer', scope: '*' }],
};

const USERS: Record<string, TestUser> = {
  casey: { sub: 'sub-casey', preferred_username: 'casey', groups: ['casino-editors', 'not-mapped'] },
  nora: { sub: 'sub-nora', preferred_username: 'nora', groups: ['marketing'] },
  dina: { sub: 'sub-dina', preferred_username: 'dina', groups: ['ops-viewers'] },
  // claims the name of a local account
  impostor: { sub: 'sub-impostor', preferred_username: 'admin', groups: ['ops-viewers'] },
};

let idp: TestIdp;
let otherIdp: TestIdp;
let fx: OperatorFixture;
let admin: Login;
let operator: string;

beforeAll(async () => {
  idp = await startTestIdp(USERS);
  otherIdp = await startTestIdp(USERS);
  fx = await startOperatorServer(
    {
      OIDC_ISSUER: idp.issuer,
      OIDC_CLIENT_ID: CLIENT.client_id,
      OIDC_CLIENT_SECRET: CLIENT.client_secret,
      OIDC_GRANTS: JSON.stringify(GRANTS),
      OIDC_LABEL: 'Test IdP',
    },
    { admin: ['admin', '*'] },
    [],
  );
  operator = `http://127.0.0.1:${fx.port}`;
  const callback = `${operator}/api/sso/callback`;
  idp.register(callback, [CLIENT, INTRUDER]);
  otherIdp.register(callback, [CLIENT]);
  admin = await login(fx.port, 'admin');
}, 120_000);

afterAll(async () => {
  await fx?.stop();
  await idp?.close();
  await otherIdp?.close();
});

const isCallback = (hop: Hop) => hop.url.pathname === '/api/sso/callback';

/** The whole sign-on as `user`: to the IdP and back; answers the callback's hop. */
async function signIn(browser: ScriptedBrowser, user: string): Promise<Hop> {
  idp.signInAs(user);
  return browser.follow(`${operator}/api/sso/login`, isCallback);
}

/** The authorization request the operator server sends the browser to, not yet followed. */
async function authorizationUrl(browser: ScriptedBrowser): Promise<URL> {
  const start = await browser.get(`${operator}/api/sso/login`);
  expect(start.status).toBe(303);
  return new URL(start.location!);
}

const sessionOf = (browser: ScriptedBrowser) => browser.cookie(operator, 'operator_session');
const ssoLogins = async (): Promise<AuditItem[]> => auditLog(fx.port, admin, 'sso.login');

describe('single sign-on', () => {
  it('tells the login screen it is on, with its label', async () => {
    const answer = await op(fx.port, '/api/sso');
    expect(answer.status).toBe(200);
    expect(answer.json).toEqual({ enabled: true, label: 'Test IdP' });
  });

  it('sends the browser to the IdP with PKCE (S256), state and nonce, kept in a short-lived HttpOnly SameSite=Lax cookie', async () => {
    const start = await fetch(`${operator}/api/sso/login`, { redirect: 'manual' });
    expect(start.status).toBe(303);
    const to = new URL(start.headers.get('location')!);
    expect(to.origin).toBe(idp.issuer);
    expect(Object.fromEntries(to.searchParams)).toMatchObject({
      client_id: 'studio',
      response_type: 'code',
      redirect_uri: `${operator}/api/sso/callback`,
      code_challenge_method: 'S256',
      scope: 'openid profile email',
    });
    for (const p of ['state', 'nonce', 'code_challenge']) expect(to.searchParams.get(p)).toMatch(/^[\w-]{43,}$/);
    expect(start.headers.get('set-cookie')).toMatch(/^operator_sso=[\w-]+\.[\w-]+; Path=\/api\/sso\/; HttpOnly; SameSite=Lax; Max-Age=600$/);
    // nothing of the flow is in the cookie in clear but what the browser already carries to the IdP
    expect(start.headers.get('set-cookie')).not.toContain(to.searchParams.get('state'));
  });

  it('a group mapped to editor of casino1 gives exactly that grant, in a session with cookie and CSRF token like a password login', async () => {
    const browser = new ScriptedBrowser();
    const back = await signIn(browser, 'casey');
    expect(back.status, back.body).toBe(303);
    expect(back.location).toBe(`${operator}/studio/`);
    const cookie = `operator_session=${sessionOf(browser)}`;
    expect(browser.cookie(operator, 'operator_sso')).toBeUndefined();
    const session = await op(fx.port, '/api/session', { cookie });
    expect(session.json).toMatchObject({ account: 'casey', grants: [{ role: 'editor', scope: ['casino1'] }] });
    const csrf = String(session.json['csrfToken']);
    expect((await op(fx.port, '/api/drafts', { method: 'POST', body: { title: 'by sso' }, cookie })).json.error?.code).toBe('csrf');
    expect((await op(fx.port, '/api/drafts', { method: 'POST', body: { title: 'by sso' }, cookie, csrf })).status).toBe(201);
    const accounts = await op(fx.port, '/api/accounts', { cookie: admin.cookie });
    expect((accounts.json['items'] as Record<string, unknown>[]).find((a) => a['name'] === 'casey')).toMatchObject({
      source: 'oidc',
      subject: 'sub-casey',
      grants: [{ role: 'editor', scope: ['casino1'] }],
      disabled: false,
    });
    const [entry] = await ssoLogins();
    expect(entry).toMatchObject({
      actor: 'casey',
      outcome: 'ok',
      detail: { status: 303, subject: 'sub-casey', groups: ['casino-editors', 'not-mapped'], grants: [{ role: 'editor', scope: ['casino1'] }], created: true },
    });
    // the audit log never holds the code, a token or the flow's secrets
    expect(JSON.stringify(entry)).not.toMatch(/code=|eyJ|access_token|id_token|verifier/);
  });

  it('an account from single sign-on has no password: a password login is refused like a wrong one', async () => {
    const answer = await op(fx.port, '/api/login', { body: { name: 'casey', password: PASSWORD } });
    expect(answer.status).toBe(401);
    expect(answer.json.error?.code).toBe('invalidCredentials');
    expect((await auditLog(fx.port, admin, 'login')).find((e) => e.detail['name'] === 'casey')?.detail['sso']).toBe(true);
  });

  it('re-maps the grants at each login: a group the IdP no longer lists loses its grant, and no group left ends the sessions', async () => {
    const first = new ScriptedBrowser();
    await signIn(first, 'dina');
    const dina = `operator_session=${sessionOf(first)}`;
    expect((await op(fx.port, '/api/session', { cookie: dina })).json['grants']).toEqual([{ role: 'viewer', scope: '*' }]);
    USERS['dina']!.groups = ['ops-viewers', 'casino-editors'];
    await signIn(new ScriptedBrowser(), 'dina');
    expect((await op(fx.port, '/api/session', { cookie: dina })).json['grants']).toEqual([
      { role: 'editor', scope: ['casino1'] },
      { role: 'viewer', scope: '*' },
    ]);
    USERS['dina']!.groups = ['casino-editors'];
    await signIn(new ScriptedBrowser(), 'dina');
    expect((await op(fx.port, '/api/session', { cookie: dina })).json['grants']).toEqual([{ role: 'editor', scope: ['casino1'] }]);
    USERS['dina']!.groups = [];
    const refused = await signIn(new ScriptedBrowser(), 'dina');
    expect(refused.status).toBe(403);
    expect(JSON.parse(refused.body).error.code).toBe('noGrants');
    expect((await op(fx.port, '/api/session', { cookie: dina })).status).toBe(401);
    const [entry] = await ssoLogins();
    expect(entry).toMatchObject({ actor: 'dina', outcome: 'refused', detail: { status: 403, code: 'noGrants', reason: 'noGrants', revoked: true } });
  });

  it('a user whose groups map to no grant is refused, 403 noGrants, with no account made, and audited', async () => {
    const refused = await signIn(new ScriptedBrowser(), 'nora');
    expect(refused.status).toBe(403);
    expect(JSON.parse(refused.body).error).toMatchObject({ code: 'noGrants', message: expect.stringContaining('OIDC_GRANTS') });
    const accounts = await op(fx.port, '/api/accounts', { cookie: admin.cookie });
    expect((accounts.json['items'] as { name: string }[]).map((a) => a.name)).not.toContain('nora');
    expect((await ssoLogins())[0]).toMatchObject({ actor: 'nora', outcome: 'refused', detail: { code: 'noGrants', groups: ['marketing'] } });
  });

  it('a disabled account stays disabled though the IdP says yes', async () => {
    const disabled = await op(fx.port, '/api/accounts/casey', as(admin, { disabled: true }, 'PATCH'));
    expect(disabled.status).toBe(200);
    const browser = new ScriptedBrowser();
    const refused = await signIn(browser, 'casey');
    expect(refused.status).toBe(403);
    expect(JSON.parse(refused.body).error.code).toBe('accountDisabled');
    expect(sessionOf(browser)).toBeUndefined();
    expect((await ssoLogins())[0]).toMatchObject({ actor: 'casey', outcome: 'refused', detail: { code: 'accountDisabled' } });
    await op(fx.port, '/api/accounts/casey', as(admin, { disabled: false }, 'PATCH'));
  });

  it('an IdP identity never takes over a local account of the same name', async () => {
    const refused = await signIn(new ScriptedBrowser(), 'impostor');
    expect(refused.status).toBe(409);
    expect(JSON.parse(refused.body).error.code).toBe('ssoNameTaken');
    expect((await op(fx.port, '/api/session', { cookie: admin.cookie })).json['grants']).toEqual([{ role: 'admin', scope: '*' }]);
  });

  it('refuses a state that is not the one this browser was sent with', async () => {
    const browser = new ScriptedBrowser();
    const first = await authorizationUrl(browser);
    // a second sign-on in the same browser replaces the flow cookie: the first one's answer no longer fits
    await authorizationUrl(browser);
    idp.signInAs('casey');
    const back = await browser.follow(first, isCallback);
    expect(back.status).toBe(401);
    expect(JSON.parse(back.body).error.code).toBe('ssoRefused');
    expect(sessionOf(browser)).toBeUndefined();
    expect((await ssoLogins())[0]).toMatchObject({
      outcome: 'refused',
      detail: { code: 'ssoRefused', reason: 'OAUTH_INVALID_RESPONSE: unexpected "state" response parameter value' },
    });
    // an answer with the state altered, and one with none
    const url = await authorizationUrl(browser);
    idp.signInAs('casey');
    const code = await browser.follow(url, isCallback);
    expect(code.status).toBe(303);
    const again = await authorizationUrl(browser);
    idp.signInAs('casey');
    const withAnswer = await browser.follow(again, (hop) => hop.location?.includes('/api/sso/callback') === true);
    const tampered = new URL(withAnswer.location!);
    tampered.searchParams.set('state', 'x'.repeat(43));
    expect((await browser.get(tampered)).status).toBe(401);
    expect((await ssoLogins())[0]?.detail['reason']).toBe('OAUTH_INVALID_RESPONSE: unexpected "state" response parameter value');
  });

  it('refuses an ID token whose nonce is not the one sent', async () => {
    const browser = new ScriptedBrowser();
    const url = await authorizationUrl(browser);
    url.searchParams.set('nonce', 'n'.repeat(43));
    idp.signInAs('casey');
    const back = await browser.follow(url, isCallback);
    expect(back.status).toBe(401);
    expect(JSON.parse(back.body).error.code).toBe('ssoRefused');
    expect((await ssoLogins())[0]?.detail['reason']).toBe('OAUTH_JWT_CLAIM_COMPARISON_FAILED: unexpected ID Token "nonce" claim value');
  });

  it('refuses an answer from another provider (issuer) and a code issued to another client (audience)', async () => {
    const browser = new ScriptedBrowser();
    const url = await authorizationUrl(browser);
    const elsewhere = new URL(url.pathname + url.search, otherIdp.issuer);
    otherIdp.signInAs('casey');
    const fromOther = await browser.follow(elsewhere, isCallback);
    expect(fromOther.status).toBe(401);
    expect(JSON.parse(fromOther.body).error.code).toBe('ssoRefused');
    // the answer names its issuer (RFC 9207), which is not the configured one
    expect((await ssoLogins())[0]?.detail['reason']).toMatch(/^OAUTH_INVALID_RESPONSE: unexpected "iss"/);

    const intruder = await authorizationUrl(browser);
    intruder.searchParams.set('client_id', INTRUDER.client_id);
    idp.signInAs('casey');
    const forOther = await browser.follow(intruder, isCallback);
    expect(forOther.status).toBe(401);
    // the IdP will not hand another client's code to this one
    expect((await ssoLogins())[0]?.detail['reason']).toBe('idp:invalid_grant');
    expect(sessionOf(browser)).toBeUndefined();
  });

  it('refuses a way back without the flow cookie, or with one it did not sign', async () => {
    const browser = new ScriptedBrowser();
    const url = await authorizationUrl(browser);
    idp.signInAs('casey');
    const answer = await browser.follow(url, (hop) => hop.location?.includes('/api/sso/callback') === true);
    const flow = browser.cookie(operator, 'operator_sso')!;
    const [payload, mac] = flow.split('.') as [string, string];
    const forged = { ...JSON.parse(Buffer.from(payload, 'base64url').toString()), state: 'mine' };
    browser.setCookie(operator, 'operator_sso', `${Buffer.from(JSON.stringify(forged)).toString('base64url')}.${mac}`);
    const back = await browser.get(answer.location!);
    expect(back.status).toBe(400);
    expect(JSON.parse(back.body).error.code).toBe('ssoNoFlow');
    expect((await ssoLogins())[0]?.detail['reason']).toBe('flow:forged');
    const bare = await fetch(answer.location!, { redirect: 'manual' });
    expect(bare.status).toBe(400);
    expect((await ssoLogins())[0]?.detail['reason']).toBe('flow:missing');
  });

  it('a server whose OIDC_GRANTS names a role that does not exist refuses to start, naming the group', async () => {
    const started = startServer({
      OPERATOR_PORT: '0',
      OIDC_ISSUER: idp.issuer,
      OIDC_CLIENT_ID: 'studio',
      OIDC_CLIENT_SECRET: 'x',
      OIDC_GRANTS: '{"casino-editors":[{"role":"editor","scope":["casino1"]}],"ops":[{"role":"root","scope":"*"}]}',
    });
    const error = await started.then(
      async (server) => {
        await server.stop();
        return undefined;
      },
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(ServerDidNotStart);
    expect((error as ServerDidNotStart).output).toContain('Refusing to start: OIDC_GRANTS: group \\"ops\\" at 0/role');
  }, 90_000);
});
