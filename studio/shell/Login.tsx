/** The studio's sign-in: an operator account of the operator API (docs/operators.md "Accounts and roles"). */
import { useState, type FormEvent } from 'react';

export interface LoginProps {
  onLogin: (name: string, password: string) => Promise<string | null>;
  /** why the operator is here again (a lost session), shown above the form */
  notice?: string | undefined;
  /** single sign-on (issue 50): the identity provider's name, when the server offers it */
  sso?: { label: string; href: string } | undefined;
}

export function Login({ onLogin, notice, sso }: LoginProps) {
  const [name, setName] = useState('');
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [sending, setSending] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!name.trim() || !password) {
      setError('Enter your account name and password.');
      return;
    }
    setSending(true);
    setError(null);
    const problem = await onLogin(name.trim(), password);
    setSending(false);
    if (problem) setError(problem);
  };

  return (
    <main className="login">
      <form className="login-form" aria-labelledby="login-title" onSubmit={(event) => void submit(event)} noValidate>
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
          aria-invalid={error ? true : undefined}
        />
        <label htmlFor="login-password">Password</label>
        <input
          id="login-password"
          name="password"
          type="password"
          autoComplete="current-password"
          value={password}
          onChange={(e) => setPassword(e.target.value)}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? 'login-error' : undefined}
        />
        {error ? (
          <p id="login-error" className="field-error" role="alert">
            {error}
          </p>
        ) : null}
        <button type="submit" className="primary" disabled={sending}>
          {sending ? 'Logging in…' : 'Log in'}
        </button>
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
