/**
 * The signed-in operator's named API tokens (docs/operators.md "API tokens"): listed by name with
 * their scope and dates, made with a role and templates never above the account's (the server refuses
 * more), the secret shown once, and revoked one by one.
 */
import { useCallback, useEffect, useId, useState, type FormEvent } from 'react';
import type { ApiTokenSummary, Grant, Role } from '../../schemas/operator-api.ts';
import type { ApiTokenCreated } from '../../schemas/operator-api/answers.ts';
import { TOKEN_DEFAULT_DAYS, TOKEN_MAX_DAYS } from '../../schemas/operator-api/tokens.ts';
import { parseScope } from '../../engine/accounts/roles.ts';

export interface TokensPanelProps {
  load: () => Promise<ApiTokenSummary[]>;
  create: (name: string, grant: Grant, expiresInDays: number) => Promise<ApiTokenCreated>;
  revoke: (id: string) => Promise<void>;
  /** the roles the account may give a token, lowest first */
  roles: Role[];
}

const day = (iso: string | null) => (iso ? new Date(iso).toLocaleDateString('en-GB', { dateStyle: 'medium' }) : 'never');
const scopeText = (g: Grant) => `${g.role} over ${g.scope === '*' ? 'every template' : g.scope.join(', ')}`;
const message = (e: unknown) => (e instanceof Error ? e.message : String(e));

export function TokensPanel({ load, create, revoke, roles }: TokensPanelProps) {
  const [items, setItems] = useState<ApiTokenSummary[] | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [made, setMade] = useState<ApiTokenCreated | null>(null);
  const [name, setName] = useState('');
  const [role, setRole] = useState<Role | ''>(roles[0] ?? '');
  const [scope, setScope] = useState('*');
  const [days, setDays] = useState(String(TOKEN_DEFAULT_DAYS));
  const ids = useId();

  const refresh = useCallback(() => {
    load().then(
      (list) => {
        setItems(list);
        setError(null);
      },
      (e: unknown) => setError(message(e)),
    );
  }, [load]);
  useEffect(refresh, [refresh]);

  const onCreate = (event: FormEvent) => {
    event.preventDefault();
    const keys = parseScope(scope);
    const lifetime = Number(days);
    if (!name.trim() || !role) return setError('Name the token and pick its role.');
    if (!keys) return setError('Templates are * or template keys separated by commas (casino1,slot2).');
    if (!Number.isInteger(lifetime) || lifetime < 1 || lifetime > TOKEN_MAX_DAYS) return setError(`A token lives 1 to ${TOKEN_MAX_DAYS} days.`);
    create(name.trim(), { role, scope: keys }, lifetime).then(
      (token) => {
        setMade(token);
        setName('');
        refresh();
      },
      (e: unknown) => setError(message(e)),
    );
  };

  const onRevoke = (token: ApiTokenSummary) => {
    revoke(token.id).then(
      () => {
        if (made?.id === token.id) setMade(null);
        refresh();
      },
      (e: unknown) => setError(message(e)),
    );
  };

  return (
    <section className="tokens" aria-label="API tokens">
      <p className="muted small">
        A token lets CI or a script call the operator API as you (Authorization: Bearer), with the role and templates you give it, never more than your account
        has.
      </p>
      {error ? (
        <p role="alert" className="notice notice-error">
          {error}
        </p>
      ) : null}
      {made ? (
        <div role="status" className="notice">
          <label htmlFor={`${ids}-secret`}>Secret of {made.name}: copy it now, it is not shown again.</label>
          <input id={`${ids}-secret`} readOnly value={made.secret} onFocus={(e) => e.currentTarget.select()} />
        </div>
      ) : null}
      {items === null && !error ? <p role="status">Reading your tokens…</p> : null}
      {items && items.length === 0 ? <p className="empty">You have no API tokens.</p> : null}
      {items && items.length > 0 ? (
        <table className="diff-table">
          <caption className="visually-hidden">Your API tokens</caption>
          <thead>
            <tr>
              <th scope="col">Name</th>
              <th scope="col">May</th>
              <th scope="col">Created</th>
              <th scope="col">Last used</th>
              <th scope="col">Expires</th>
              <th scope="col">
                <span className="visually-hidden">Revoke</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {items.map((t) => (
              <tr key={t.id}>
                <th scope="row">{t.name}</th>
                <td>{scopeText(t.grant)}</td>
                <td>{day(t.createdAt)}</td>
                <td>{day(t.lastUsedAt)}</td>
                <td>{day(t.expiresAt)}</td>
                <td>
                  <button type="button" onClick={() => onRevoke(t)} aria-label={`Revoke ${t.name}`}>
                    Revoke
                  </button>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      ) : null}
      <form onSubmit={onCreate} aria-label="New API token" className="token-form">
        <label htmlFor={`${ids}-name`}>Name</label>
        <input id={`${ids}-name`} value={name} maxLength={64} placeholder="ci-publish" onChange={(e) => setName(e.target.value)} />
        <label htmlFor={`${ids}-role`}>Role</label>
        <select id={`${ids}-role`} value={role} onChange={(e) => setRole(roles.find((r) => r === e.target.value) ?? '')}>
          {roles.map((r) => (
            <option key={r} value={r}>
              {r}
            </option>
          ))}
        </select>
        <label htmlFor={`${ids}-scope`}>Templates</label>
        <input id={`${ids}-scope`} value={scope} onChange={(e) => setScope(e.target.value)} aria-describedby={`${ids}-scope-hint`} />
        <span id={`${ids}-scope-hint`} className="muted small">
          * or keys: casino1,slot2
        </span>
        <label htmlFor={`${ids}-days`}>Days until it expires</label>
        <input id={`${ids}-days`} type="number" min={1} max={TOKEN_MAX_DAYS} value={days} onChange={(e) => setDays(e.target.value)} />
        <button type="submit" className="primary">
          Create token
        </button>
      </form>
    </section>
  );
}
