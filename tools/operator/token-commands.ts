/**
 * `operator token …`: named API tokens (engine/accounts/api-tokens.ts), and the unnamed CI tokens of
 * before (`operator token <account>`, a session without CSRF token), which keep working as they did.
 */
import { grantProblem, grantText, lifetimeMs, newApiToken, parseLifetime, TOKEN_ID_PATTERN, tokenNameProblem } from '../../engine/accounts/api-tokens.ts';
import { highestRole, parseScope } from '../../engine/accounts/roles.ts';
import { isCiToken, newCiToken, sessionPolicyFrom } from '../../engine/accounts/sessions.ts';
import type { Account, ConfigStoreBackend, Grant, Role } from '../../engine/store/types.ts';
import { isRole, roleRank, ROLES } from '../../schemas/operator-api/roles.ts';
import type { Io } from './commands.ts';
import { UsageError } from './read-password.ts';

/** A CI token's id: the start of its stored hash (never of the token itself), enough to tell tokens apart. */
const TOKEN_ID_LENGTH = 12;
const ciTokenId = (idHash: string) => idHash.slice(0, TOKEN_ID_LENGTH);

function option(args: string[], name: string): string | undefined {
  const at = args.indexOf(name);
  if (at < 0) return undefined;
  const value = args[at + 1];
  if (value === undefined || value.startsWith('--')) throw new UsageError(`${name} needs a value`);
  return value;
}

/** Without --scope: everything the account holds the role over. */
function widestScope(grants: readonly Grant[], role: Role): Grant['scope'] {
  const strong = grants.filter((g) => roleRank(g.role) >= roleRank(role));
  if (strong.some((g) => g.scope === '*')) return '*';
  const keys = [...new Set(strong.flatMap((g) => (g.scope === '*' ? [] : g.scope)))].sort();
  return keys.length > 0 ? keys : '*';
}

type Audit = (action: string, outcome: 'ok' | 'refused', detail: Record<string, unknown>) => Promise<unknown>;

export interface TokenCommand {
  args: string[];
  store: ConfigStoreBackend;
  io: Io;
  audit: Audit;
  existing: (name: string) => Promise<Account>;
}

async function create({ args, store, io, audit, existing }: TokenCommand): Promise<number> {
  const owner = args[2];
  if (!owner || owner.startsWith('--')) throw new UsageError('operator token create needs an account name');
  const account = await existing(owner);
  if (account.disabled) throw new UsageError(`${account.name} is disabled`);
  const name = option(args, '--name');
  if (name === undefined) throw new UsageError('operator token create needs --name <purpose> (ci-publish)');
  const nameProblem = tokenNameProblem(name);
  if (nameProblem) throw new UsageError(nameProblem);
  const role = option(args, '--role') ?? highestRole(account.grants);
  if (!isRole(role)) throw new UsageError(`--role is one of ${ROLES.join(', ')}`);
  const scopeText = option(args, '--scope');
  const scope = scopeText === undefined ? widestScope(account.grants, role) : parseScope(scopeText);
  if (!scope) throw new UsageError("--scope is '*' or template keys separated by commas (casino1,slot2)");
  const grant: Grant = { role, scope };
  const expires = option(args, '--expires');
  const lifetime = expires === undefined ? lifetimeMs(undefined, sessionPolicyFrom(io.env).tokenMs) : parseLifetime(expires);
  if (lifetime === undefined) throw new UsageError('--expires is a lifetime of at most a year: 30d, 12h');
  const problem = grantProblem(account.grants, grant);
  if (problem) {
    await audit('token.create', 'refused', { account: account.name, name, grant, reason: problem });
    throw new UsageError(`${problem}: a token never has more than its account`);
  }
  const { secret, token } = newApiToken({ account: account.name, name, grant, lifetimeMs: lifetime });
  await store.createApiToken(token);
  await audit('token.create', 'ok', { account: account.name, token: token.id, name, grant, expiresAt: token.expiresAt });
  io.out(`operator: token ${token.id} "${name}" for ${account.name} (${grantText(grant)}), expires ${token.expiresAt}; the secret, shown once:`);
  io.out(secret);
  return 0;
}

async function list({ args, store, io }: TokenCommand): Promise<number> {
  const owner = args[2];
  const named = await store.apiTokens(owner);
  for (const t of named)
    io.out(
      `${t.id}  ${t.name.padEnd(20)} ${t.account.padEnd(24)} ${grantText(t.grant).padEnd(24)} created ${t.createdAt}  last used ${t.lastUsedAt ?? 'never'}  expires ${t.expiresAt}`,
    );
  const unnamed = (await store.sessionsOf(owner)).filter(isCiToken);
  for (const t of unnamed) io.out(`${ciTokenId(t.idHash)}  ${t.account.padEnd(24)} created ${t.createdAt}  last used ${t.lastSeenAt}  expires ${t.expiresAt}`);
  if (named.length + unnamed.length === 0) io.out(`operator: no tokens${owner ? ` for ${owner}` : ''}`);
  return 0;
}

async function revoke({ args, store, io, audit }: TokenCommand): Promise<number> {
  const id = args[2]?.toLowerCase() ?? '';
  if (TOKEN_ID_PATTERN.test(id)) {
    const gone = await store.revokeApiToken(id);
    if (!gone) throw new UsageError(`no token ${id}`);
    await audit('token.revoke', 'ok', { account: gone.account, token: gone.id, name: gone.name });
    io.out(`operator: revoked token ${gone.id} "${gone.name}" of ${gone.account}`);
    return 0;
  }
  if (!/^[0-9a-f]{8,64}$/.test(id)) throw new UsageError('operator token revoke needs a token id (operator token list shows them)');
  const matching = (await store.sessionsOf()).filter((s) => isCiToken(s) && s.idHash.startsWith(id));
  if (matching.length !== 1) throw new UsageError(matching.length === 0 ? `no CI token ${id}` : `${id} names more than one CI token: give more of it`);
  const [token] = matching as [(typeof matching)[number]];
  await store.deleteSession(token.idHash);
  await audit('token.revoke', 'ok', { account: token.account, token: ciTokenId(token.idHash) });
  io.out(`operator: revoked CI token ${ciTokenId(token.idHash)} of ${token.account}`);
  return 0;
}

/** The unnamed CI token of before: a session with every right of its account (prefer `token create`). */
async function ciToken({ args, store, io, audit, existing }: TokenCommand): Promise<number> {
  const name = args[1];
  if (!name || name.startsWith('--')) throw new UsageError('operator token needs an account name');
  const account = await existing(name);
  if (account.disabled) throw new UsageError(`${account.name} is disabled`);
  const { token, session } = newCiToken(account.name, sessionPolicyFrom(io.env));
  await store.createSession(session);
  await audit('token.create', 'ok', { account: account.name, token: ciTokenId(session.idHash), expiresAt: session.expiresAt });
  io.out(token);
  return 0;
}

export function runTokenCommand(command: TokenCommand): Promise<number> {
  switch (command.args[1]) {
    case 'create':
      return create(command);
    case 'list':
      return list(command);
    case 'revoke':
      return revoke(command);
    default:
      return ciToken(command);
  }
}
