/**
 * The studio's sign-in: an operator account of the operator API (docs/operators.md "Accounts and roles").
 * An account with a second factor is asked for it once the password is right ("Second factors"): a code
 * from the authenticator app or a recovery code, or a passkey.
 */
import { useState, type FormEvent } from 'react';
import type { LoginProblem, Proof } from '../state/store.ts';

export interface LoginProps {
  onLogin: (name: string, password: string, proof?: Proof) => Promise<LoginProblem>;
  /** why the operator is here again (a lost session), shown above the form */
  notice?: string | undefined;
  /** single sign-on (issue 50): the identity provider's name, when the server offers it */
  sso?: { label: string; href: string } | undefined;
}

export function Login({ onLogin, notice, sso }: LoginProps) {
  const [name, setName] = useState('');
  const [password, setPassword] = useState('');
  const [code, setCode] = useState('');
  /** the second factors the server asked for, once the password was right */
  const [needs, setNeeds] = useState<string[] | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [sending, setSending] = useState(false);

  const send = async (proof?: Proof) => {
    if (!name.trim() || !password) {
      setError('Enter your account name and password.');
      return;
    }
    if (needs && proof?.code !== undefined && !proof.code.trim()) {
      setError('Enter the code from your authenticator app, or a recovery code.');
      return;
    }
    setSending(true);
    setError(null);
    const problem = await onLogin(name.trim(), password, proof);
    setSending(false);
    if (problem !== null && typeof problem === 'object') setNeeds(problem.needs);
    else if (problem) setError(problem);
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    void send(needs ? { code } : undefined);
  };

  return (
    <main className="login">
      <form className="login-form" aria-labelledby="login-title" onSubmit={submit} noValidate>
        <h1 id="login-title">Studio</h1>
        <p className="muted">Log in with your operator account.</p>
        {notice ? (
          <p className="notice notice-error" role="status">
            {notice}
          </p>
        ) : null}
        <label htmlFor="login-name">Account name</label>
        <input
          id="login-name"
          name="name"
          autoComplete="username"
          value={name}
          onChange={(e) => setName(e.target.value)}
          aria-invalid={error && !needs ? true : undefined}
        />
        <label htmlFor="login-password">Password</label>
        <input
          id="login-password"
          name="password"
          type="password"
          autoComplete="current-password"
          value={password}
          onChange={(e) => setPassword(e.target.value)}
          aria-invalid={error && !needs ? true : undefined}
          aria-describedby={error ? 'login-error' : undefined}
        />
        {needs ? (
          <>
            <p className="muted" role="status">
              This account has a second factor.
            </p>
            {needs.includes('totp') || needs.includes('recoveryCode') ? (
              <>
                <label htmlFor="login-code">Code from your authenticator app, or a recovery code</label>
                <input
                  id="login-code"
                  name="code"
                  autoComplete="one-time-code"
                  value={code}
                  onChange={(e) => setCode(e.target.value)}
                  aria-invalid={error ? true : undefined}
                  aria-describedby={error ? 'login-error' : undefined}
                  autoFocus
                />
              </>
            ) : null}
          </>
        ) : null}
        {error ? (
          <p id="login-error" className="field-error" role="alert">
            {error}
          </p>
        ) : null}
        {needs?.includes('passkey') ? (
          <button type="button" disabled={sending} onClick={() => void send({ passkey: true })}>
            Use a passkey
          </button>
        ) : null}
        {!needs || needs.includes('totp') || needs.includes('recoveryCode') ? (
          <button type="submit" className="primary" disabled={sending}>
            {sending ? 'Logging in…' : 'Log in'}
          </button>
        ) : null}
        {sso ? (
          <>
            <p className="muted login-or">or</p>
            {/* a navigation, not an action: the server sends the browser on to the identity provider */}
            <a className="button login-sso" href={sso.href}>
              Sign in with {sso.label}
            </a>
          </>
        ) : null}
      </form>
    </main>
  );
}
