/**
 * A real OpenID Connect provider for the single sign-on tests (oidc-provider, in this process, on a
 * loopback port): static clients, test users whose claims carry a `groups` list, and a sign-in page of
 * its own: a form with the user's name (what the browser test fills in), or, when a test has said who
 * signs in next (`signInAs`), an immediate login as that user. Consent is given at once.
 * The provider is made once `register` names the operator's callback, so the operator server can be
 * started on the issuer first and its port known after.
 */
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import Provider from 'oidc-provider';

export interface TestUser {
  sub: string;
  preferred_username: string;
  email?: string;
  groups: string[];
}

export interface TestClient {
  client_id: string;
  client_secret: string;
}

export interface TestIdp {
  issuer: string;
  /** make the provider: these clients, each allowed to return to `redirectUri` */
  register(redirectUri: string, clients: TestClient[]): void;
  /** the next sign-in page signs this user in at once (undefined: show the form) */
  signInAs(user: string | undefined): void;
  close(): Promise<void>;
}

const escape = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

async function formBody(req: IncomingMessage): Promise<URLSearchParams> {
  let text = '';
  for await (const chunk of req) text += String(chunk);
  return new URLSearchParams(text);
}

export async function startTestIdp(users: Readonly<Record<string, TestUser>>): Promise<TestIdp> {
  let provider: Provider | undefined;
  let next: string | undefined;
  const bySub = (sub: string) => Object.values(users).find((u) => u.sub === sub);

  const signIn = async (req: IncomingMessage, res: ServerResponse, p: Provider, name: string) => {
    const user = users[name];
    if (!user) {
      res.writeHead(400, { 'content-type': 'text/plain' }).end(`no test user ${name}`);
      return;
    }
    await p.interactionFinished(req, res, { login: { accountId: user.sub } }, { mergeWithLastSubmission: false });
  };

  const interaction = async (req: IncomingMessage, res: ServerResponse, p: Provider) => {
    const details = await p.interactionDetails(req, res);
    if (details.prompt.name === 'consent') {
      const accountId = details.session?.accountId ?? '';
      const grant = new p.Grant({ clientId: String(details.params['client_id']), accountId });
      grant.addOIDCScope(details.prompt.details.missingOIDCScope?.join(' ') ?? 'openid');
      if (details.prompt.details.missingOIDCClaims) grant.addOIDCClaims(details.prompt.details.missingOIDCClaims);
      await p.interactionFinished(req, res, { consent: { grantId: await grant.save() } }, { mergeWithLastSubmission: true });
      return;
    }
    if (req.method === 'POST') {
      await signIn(req, res, p, (await formBody(req)).get('username') ?? '');
      return;
    }
    if (next !== undefined) {
      const name = next;
      next = undefined;
      await signIn(req, res, p, name);
      return;
    }
    res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(`<!doctype html><html lang="en"><title>Test IdP</title>
<main><h1>Test identity provider</h1>
<form method="post" action="/interaction/${escape(details.uid)}"><label for="username">Username</label>
<input id="username" name="username" autocomplete="username"><button type="submit">Sign in</button></form></main></html>`);
  };

  const server: Server = createServer((req, res) => {
    const p = provider;
    if (!p) {
      res.writeHead(503).end('the test IdP has no clients yet');
      return;
    }
    if (req.url?.startsWith('/interaction/')) {
      interaction(req, res, p).catch((error: unknown) => {
        if (!res.headersSent) res.writeHead(500, { 'content-type': 'text/plain' });
        res.end(error instanceof Error ? error.message : String(error));
      });
      return;
    }
    p.callback()(req, res);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  return {
    issuer,
    register(redirectUri, clients) {
      provider = new Provider(issuer, {
        clients: clients.map((c) => ({ ...c, redirect_uris: [redirectUri], grant_types: ['authorization_code'], response_types: ['code'] })),
        claims: { openid: ['sub'], profile: ['preferred_username', 'groups'], email: ['email'] },
        findAccount: (_ctx: unknown, sub: string) => {
          const user = bySub(sub);
          return user && { accountId: sub, claims: async () => ({ ...user }) };
        },
        features: { devInteractions: { enabled: false } },
        interactions: { url: (_ctx: unknown, i: { uid: string }) => `/interaction/${i.uid}` },
        cookies: { keys: ['test idp cookie key'] },
        pkce: { required: () => true },
        // an error page as plain text, so a failing test shows the provider's reason
        renderError: (ctx: { type: string; body: string }, out: Record<string, string>) => {
          ctx.type = 'text/plain';
          ctx.body = `${out['error'] ?? 'error'}: ${out['error_description'] ?? ''}`;
        },
      });
    },
    signInAs(user) {
      next = user;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}
