/**
 * `npx operator …`: operator accounts, straight on the config store (no server needed). The first
 * admin can only be made here: the API makes accounts only for an admin who is logged in.
 */
import { userInfo } from 'node:os';
import type { ConfigStoreBackend, Grant, Role } from '../../engine/store/types.ts';
import { accountNameProblem } from '../../engine/accounts/accounts.ts';
import { hashParams, hashPassword, passwordProblem } from '../../engine/accounts/passwords.ts';
import { highestRole, parseScope } from '../../engine/accounts/roles.ts';
import { isRole, ROLES } from '../../schemas/operator-api/roles.ts';
import { runAuditCommand } from './audit-commands.ts';
import { UsageError } from './read-password.ts';
import { runTokenCommand } from './token-commands.ts';
import { runWebhookCommand, WEBHOOK_USAGE } from './webhook-command.ts';
import { hashRecoveryCode, newRecoveryCodes, newTotp } from '../../engine/accounts/second-factor.ts';

export const USAGE = `usage:
  operator add <name> --role <${ROLES.join('|')}> [--scope '*'|key,key…]   (password from stdin or a prompt)
  operator passwd <name>                                   (new password from stdin or a prompt)
  operator grant <name> --role <role> [--scope …]          (replaces the account's grants)
  operator list
  operator disable <name> | operator enable <name>
  operator token create <name> --name <purpose> [--role <role>] [--scope '*'|key,key…] [--expires 90d]
                                                           (a named API token, never more than the account; secret printed once)
  operator token <name>                                    (an unnamed CI token with the account's every right, printed once)
  operator token list [<name>]                             (tokens: id, name, account, scope, created, last used, expiry)
  operator token revoke <id>                               (ends one token, by the id token list shows)
  operator audit verify                                    (walks the audit chain: exit 0 intact, 1 naming the first broken entry)
  operator audit export [--since <seq|date>] [--out <file>] (the audit log as JSON lines, with hashes)
  operator totp <name>                                     (enrols an authenticator app, replacing any: prints its otpauth:// URI and ten recovery codes, once)
${WEBHOOK_USAGE}`;

export interface Io {
  out: (line: string) => void;
  password: (prompt: string) => Promise<string>;
  env: NodeJS.ProcessEnv;
}

function option(args: string[], name: string): string | undefined {
  const at = args.indexOf(name);
  if (at < 0) return undefined;
  const value = args[at + 1];
  if (value === undefined || value.startsWith('--')) throw new UsageError(`${name} needs a value`);
  return value;
}

function grantFrom(args: string[]): Grant {
  const role = option(args, '--role');
  if (!isRole(role)) throw new UsageError(`--role is one of ${ROLES.join(', ')}`);
  const scope = parseScope(option(args, '--scope') ?? '*');
  if (!scope) throw new UsageError("--scope is '*' or template keys separated by commas (casino1,slot2)");
  return { role: role satisfies Role, scope };
}

async function newPassword(io: Io, prompt: string, account: string): Promise<string> {
  const password = await io.password(prompt);
  const problem = passwordProblem(password, account);
  if (problem) throw new UsageError(problem);
  return password;
}

const describe = (grants: readonly Grant[]) => grants.map((g) => `${g.role}:${g.scope === '*' ? '*' : g.scope.join(',')}`).join(' ');

export async function runOperatorCommand(args: string[], store: ConfigStoreBackend, io: Io): Promise<number> {
  const [command, name] = args;
  const actor = `cli:${userInfo().username}`;
  const audit = (action: string, outcome: 'ok' | 'refused', detail: Record<string, unknown>) =>
    store.audit({ actor, action, revision: null, client: null, outcome, detail });
  const needName = () => {
    if (!name || name.startsWith('--')) throw new UsageError(`operator ${command} needs an account name`);
    return name;
  };
  const existing = async (account: string) => {
    const found = await store.account(account);
    if (!found) throw new UsageError(`no account ${account}`);
    return found;
  };
  switch (command) {
    case 'add': {
      const account = needName();
      const problem = accountNameProblem(account);
      if (problem) throw new UsageError(problem);
      const grant = grantFrom(args);
      const passwordHash = await hashPassword(await newPassword(io, `Password for ${account}`, account), hashParams(io.env));
      const created = await store.createAccount({ name: account, passwordHash, grants: [grant], createdAt: new Date().toISOString(), disabled: false });
      await audit('accounts.create', created ? 'ok' : 'refused', { account, grants: [grant] });
      if (!created) throw new UsageError(`an account ${account} exists (operator passwd / grant change it)`);
      io.out(`operator: added ${account} (${describe([grant])})`);
      return 0;
    }
    case 'passwd': {
      const account = (await existing(needName())).name;
      await store.updateAccount(account, {
        passwordHash: await hashPassword(await newPassword(io, `New password for ${account}`, account), hashParams(io.env)),
      });
      await store.deleteSessionsOf(account);
      await audit('accounts.update', 'ok', { account, changed: ['passwordHash'] });
      io.out(`operator: new password for ${account}; its sessions are logged out`);
      return 0;
    }
    case 'grant': {
      const account = (await existing(needName())).name;
      const grant = grantFrom(args);
      await store.updateAccount(account, { grants: [grant] });
      await store.deleteSessionsOf(account);
      await audit('accounts.update', 'ok', { account, changed: ['grants'], grants: [grant] });
      io.out(`operator: ${account} is now ${describe([grant])}`);
      return 0;
    }
    case 'disable':
    case 'enable': {
      const account = (await existing(needName())).name;
      await store.updateAccount(account, { disabled: command === 'disable' });
      if (command === 'disable') await store.deleteSessionsOf(account);
      await audit('accounts.update', 'ok', { account, changed: ['disabled'], disabled: command === 'disable' });
      io.out(`operator: ${account} ${command}d`);
      return 0;
    }
    case 'list': {
      for (const a of await store.accounts())
        io.out(`${a.name.padEnd(24)} ${(highestRole(a.grants) ?? '-').padEnd(10)} ${describe(a.grants).padEnd(30)} ${a.disabled ? 'disabled' : 'active'}`);
      return 0;
    }
    case 'token':
      return runTokenCommand({ args, store, io, audit, existing });
    case 'audit':
      return runAuditCommand(args.slice(1), store, io, (action, detail) => audit(action, 'ok', detail));
    case 'webhook':
      return runWebhookCommand(args.slice(1), store, io, actor, audit);
    case 'totp': {
      // with the store in hand there is no login to pass: this is how a first admin gets the factor it must have
      const account = (await existing(needName())).name;
      const { secret, uri } = newTotp(account);
      const recoveryCodes = newRecoveryCodes();
      await store.enrolTotp(account, { secret, enrolledAt: new Date().toISOString() }, recoveryCodes.map(hashRecoveryCode));
      await audit('mfa.enrol', 'ok', { account, method: 'totp', recoveryCodes: recoveryCodes.length });
      io.out(uri);
      io.out(`operator: ${account} now needs a code from this authenticator app to log in (add the URI above to the app, or its secret=…)`);
      io.out('recovery codes, each good once in place of a code (shown only now):');
      for (const code of recoveryCodes) io.out(`  ${code}`);
      return 0;
    }
    default:
      throw new UsageError(command ? `unknown command ${command}` : 'a command is needed');
  }
}
