/**
 * "Confirm it is you" (docs/operators.md "Second factors", step-up): publish, rollback and changes to the
 * account's security need a recent login; past it, the dialog asks for the password (and a code, or a
 * passkey, when the account has a second factor), renews the session, then does what was asked.
 */
import { useState, type FormEvent } from 'react';
import type { Proof } from '../state/store.ts';

export interface StepUpFormProps {
  /** whether the account has a second factor to ask for */
  secondFactor: boolean;
  /** null when the session is renewed; else why not */
  onConfirm: (password: string, proof: Proof) => Promise<string | null>;
  /** called once the session is renewed: retry what was refused */
  onConfirmed: () => void;
}

export function StepUpForm({ secondFactor, onConfirm, onConfirmed }: StepUpFormProps) {
  const [password, setPassword] = useState('');
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const confirm = async (proof: Proof) => {
    if (!password) {
      setError('Enter your password.');
      return;
    }
    setBusy(true);
    setError(null);
    const problem = await onConfirm(password, proof);
    setBusy(false);
    if (problem) setError(problem);
    else onConfirmed();
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    void confirm({ code });
  };

  return (
    <form className="step-up" aria-labelledby="step-up-title" onSubmit={submit} noValidate>
      <h3 id="step-up-title">Confirm it is you</h3>
      <p className="muted">This needs a recent login. Enter your password{secondFactor ? ' and a code' : ''} to go on.</p>
      <label htmlFor="step-up-password">Password</label>
      <input
        id="step-up-password"
        type="password"
        autoComplete="current-password"
        value={password}
        onChange={(e) => setPassword(e.target.value)}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? 'step-up-error' : undefined}
      />
      {secondFactor ? (
        <>
          <label htmlFor="step-up-code">Code from your authenticator app, or a recovery code</label>
          <input id="step-up-code" autoComplete="one-time-code" value={code} onChange={(e) => setCode(e.target.value)} />
        </>
      ) : null}
      {error ? (
        <p id="step-up-error" className="field-error" role="alert">
          {error}
        </p>
      ) : null}
      <div className="actions">
        {secondFactor ? (
          <button type="button" disabled={busy} onClick={() => void confirm({ passkey: true })}>
            Use a passkey
          </button>
        ) : null}
        <button type="submit" className="primary" disabled={busy}>
          {busy ? 'Confirming…' : 'Confirm'}
        </button>
      </div>
    </form>
  );
}
