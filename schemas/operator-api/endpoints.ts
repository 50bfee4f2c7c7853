/**
 * Every operator API endpoint (docs/operators.md "Operator API"), declared once, as schemas/api/endpoints.ts
 * is for the player's: its method and path, the role it needs and over what, the schema of its body
 * (precompiled by schemas/build.ts), what it answers, and its name in the audit log. The operator
 * server routes, checks the role and the body, and audits from this table, so a handler
 * (src/server/operator/routes/) holds only what the endpoint does; the studio's client
 * (studio/api/client.ts) builds its paths and types from it; the security suite calls every entry.
 */
import type { FromSchema, JSONSchema } from 'json-schema-to-ts';
import type * as A from './answers.ts';
import { editRequestSchema } from './edits.ts';
import { presenceRequestSchema, type PresenceAnswer } from './presence.ts';
import { grantSchema, type Role } from './roles.ts';
import { TEMPLATE_KEY_PATTERN } from '../template-key.ts';

/**
 * Who may call: `none`, anyone (login); `session`, any signed-in account; a role, an account with a
 * grant of at least that role (engine/accounts/roles.ts).
 */
export type Needs = 'none' | 'session' | Role;

/**
 * Over what the role is needed: `any`, a grant of it over any template; `every`, over every template
 * ('*'); `touched`, over the templates the request changes, which the handler checks once it knows them.
 */
export type Scope = 'any' | 'every' | 'touched';

export interface OperatorEndpoint {
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** `:name` matches one path segment; the first entry that matches a method and path answers */
  path: `/api/${string}`;
  needs: Needs;
  scope: Scope;
  /** the body's schema; null: the endpoint reads no body */
  request: JSONSchema | null;
  /** the audit log's name for it */
  action: string;
}

const text = (maxLength: number) => ({ type: 'string', minLength: 1, maxLength }) as const;

/** A config set as a body carries it: '/'-separated relative paths of `.json` files (no `.`-names, no `..`) → their text. */
const files = {
  type: 'object',
  minProperties: 1,
  propertyNames: { pattern: '^(?:[^/\\\\.][^/\\\\]*/)*[^/\\\\.][^/\\\\]*\\.json$', maxLength: 500 },
  additionalProperties: { type: 'string' },
} as const;

const password = { type: 'string', maxLength: 1_024 } as const;
const grants = { type: 'array', minItems: 1, maxItems: 50, items: grantSchema } as const;
/** the admin-only publish overrides (docs/operators.md "Force"): each is audited */
const overrides = { force: { type: 'boolean' }, allowErrorSuppressions: { type: 'boolean' } } as const;

function body<const P extends Record<string, JSONSchema>, const R extends readonly (keyof P & string)[]>(properties: P, required: R) {
  return { type: 'object', properties, required, additionalProperties: false } as const;
}

const endpoint = <
  const M extends OperatorEndpoint['method'],
  const P extends `/api/${string}`,
  const N extends Needs,
  const S extends Scope,
  const B extends JSONSchema | null,
>(
  method: M,
  path: P,
  needs: N,
  scope: S,
  request: B,
  action: string,
) => ({ method, path, needs, scope, request, action }) as const;

export const OPERATOR_ENDPOINTS = {
  login: endpoint('POST', '/api/login', 'none', 'any', body({ name: text(64), password }, ['name', 'password']), 'login'),
  logout: endpoint('POST', '/api/logout', 'session', 'any', null, 'logout'),
  session: endpoint('GET', '/api/session', 'session', 'any', null, 'session'),
  accountPassword: endpoint(
    'POST',
    '/api/account/password',
    'viewer',
    'any',
    body({ current: password, next: password }, ['current', 'next']),
    'account.password',
  ),

  revisionsList: endpoint('GET', '/api/revisions', 'viewer', 'any', null, 'revisions.list'),
  revisionsLive: endpoint('GET', '/api/revisions/live', 'viewer', 'any', null, 'revisions.live'),
  revisionsGet: endpoint('GET', '/api/revisions/:id', 'viewer', 'any', null, 'revisions.get'),
  diff: endpoint('GET', '/api/diff', 'viewer', 'any', null, 'diff'),

  draftsCreate: endpoint('POST', '/api/drafts', 'editor', 'touched', body({ title: text(200), parent: text(100), files }, []), 'drafts.create'),
  draftsList: endpoint('GET', '/api/drafts', 'viewer', 'any', null, 'drafts.list'),
  draftsGet: endpoint('GET', '/api/drafts/:id', 'viewer', 'any', null, 'drafts.get'),
  draftsUpdate: endpoint(
    'PUT',
    '/api/drafts/:id',
    'editor',
    'touched',
    body({ version: { type: 'integer', description: 'the draft version this change was made on' }, title: text(200), parent: text(100), files }, ['version']),
    'drafts.update',
  ),
  draftsDelete: endpoint('DELETE', '/api/drafts/:id', 'editor', 'any', null, 'drafts.delete'),
  draftsLint: endpoint('POST', '/api/drafts/:id/lint', 'viewer', 'any', null, 'drafts.lint'),
  draftsPreview: endpoint('POST', '/api/drafts/:id/preview', 'viewer', 'touched', body({ site: text(253) }, []), 'drafts.preview'),
  draftsView: endpoint('GET', '/api/drafts/:id/view', 'viewer', 'any', null, 'drafts.view'),
  draftsEdits: endpoint('POST', '/api/drafts/:id/edits', 'editor', 'touched', editRequestSchema, 'drafts.edits'),

  publish: endpoint(
    'POST',
    '/api/publish',
    'publisher',
    'touched',
    {
      ...body({ message: text(500), draft: text(100), version: { type: 'integer' }, files, parent: text(100), ...overrides }, ['message']),
      // a draft by id, or files on a parent revision
      if: { required: ['draft'] },
      else: { required: ['files', 'parent'] },
    },
    'publish',
  ),
  rollback: endpoint(
    'POST',
    '/api/rollback',
    'publisher',
    'touched',
    body({ revision: text(100), message: text(500), ...overrides }, ['revision']),
    'rollback',
  ),

  accountsList: endpoint('GET', '/api/accounts', 'admin', 'every', null, 'accounts.list'),
  accountsCreate: endpoint(
    'POST',
    '/api/accounts',
    'admin',
    'every',
    body({ name: text(64), password, grants }, ['name', 'password', 'grants']),
    'accounts.create',
  ),
  accountsUpdate: endpoint(
    'PATCH',
    '/api/accounts/:name',
    'admin',
    'every',
    {
      ...body({ grants, disabled: { type: 'boolean' }, password }, []),
      minProperties: 1,
      description: 'one of grants, disabled or password: something to change',
    },
    'accounts.update',
  ),
  auditRead: endpoint('GET', '/api/audit', 'admin', 'every', null, 'audit.read'),

  demoSitesList: endpoint('GET', '/api/demo-sites', 'viewer', 'any', null, 'demoSites.list'),
  demoSitesPoint: endpoint(
    'PUT',
    '/api/demo-sites/:domain',
    'admin',
    'every',
    body(
      {
        theme_code: {
          type: 'string',
          pattern: TEMPLATE_KEY_PATTERN,
          maxLength: 64,
          description: 'a template key: lowercase letters then digits (a family base is never a site’s)',
        },
        theme_color: { type: 'string', pattern: '^[A-Za-z0-9_-]{1,64}$', description: 'a scheme name such as color1-1' },
      },
      ['theme_code', 'theme_color'],
    ),
    'demoSites.point',
  ),

  studioCatalog: endpoint('GET', '/api/studio/catalog', 'viewer', 'any', null, 'studio.catalog'),
  studioMessages: endpoint('GET', '/api/studio/messages', 'viewer', 'any', null, 'studio.messages'),
  studioAssets: endpoint('GET', '/api/studio/assets', 'viewer', 'any', null, 'studio.assets'),
  // `?template=` narrows it to one template's sites, which the caller must view
  vitals: endpoint('GET', '/api/vitals', 'viewer', 'touched', null, 'vitals.read'),

  // working together (issue 49 part 4): a server-sent event stream (text/event-stream, not JSON), and a tab's presence
  events: endpoint('GET', '/api/events', 'viewer', 'any', null, 'events.open'),
  presence: endpoint('POST', '/api/presence', 'viewer', 'any', presenceRequestSchema, 'presence'),
} as const satisfies Record<string, OperatorEndpoint>;

export type OperatorEndpointName = keyof typeof OPERATOR_ENDPOINTS;

/** What each endpoint answers on success. */
export interface OperatorResponses {
  login: A.SessionInfo;
  logout: A.Ok;
  session: A.SessionInfo;
  accountPassword: A.Ok;
  revisionsList: A.History;
  revisionsLive: A.Revision;
  revisionsGet: A.Revision;
  diff: A.ConfigDiffAnswer;
  draftsCreate: A.Draft;
  draftsList: A.Items<A.DraftSummary>;
  draftsGet: A.Draft;
  draftsUpdate: A.Draft;
  draftsDelete: A.Ok;
  draftsLint: A.DraftLint;
  draftsPreview: A.PreviewLink;
  draftsView: A.PageView;
  draftsEdits: A.EditResult;
  publish: A.PublishResult;
  rollback: A.PublishResult;
  accountsList: A.Items<A.AccountSummary>;
  accountsCreate: Omit<A.AccountSummary, 'createdAt'>;
  accountsUpdate: A.AccountChanged;
  auditRead: A.AuditPage;
  demoSitesList: A.Items<A.DemoSite>;
  demoSitesPoint: A.DemoSitePointed;
  studioCatalog: A.Catalog;
  studioMessages: A.Items<A.MessageHit>;
  studioAssets: A.Items<string>;
  vitals: A.VitalsAnswer;
  // working together (issue 49 part 4): `events` streams instead (schemas/operator-api/presence.ts StudioEvents); this is never sent
  events: A.Ok;
  presence: PresenceAnswer;
}

type Body<S> = S extends null ? undefined : S extends JSONSchema ? FromSchema<S> : never;
/** Each endpoint's body, from its request schema, computed once. */
export type OperatorRequests = { [N in OperatorEndpointName]: Body<(typeof OPERATOR_ENDPOINTS)[N]['request']> };
export type OperatorRequestOf<N extends OperatorEndpointName> = OperatorRequests[N];
export type OperatorResponseOf<N extends OperatorEndpointName> = OperatorResponses[N];

/** The endpoint's path with its `:name` segments filled in (each encoded). */
export function operatorPath<N extends OperatorEndpointName>(name: N, params: Readonly<Record<string, string>> = {}): string {
  return OPERATOR_ENDPOINTS[name].path.replace(/:(\w+)/g, (_m, key: string) => {
    const value = params[key];
    if (value === undefined) throw new Error(`${name}: the path needs ${key}`);
    return encodeURIComponent(value);
  });
}
