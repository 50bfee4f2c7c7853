/**
 * The account's Security (docs/operators.md "Second factors"): what second factors it has, setting up an
 * authenticator app (its otpauth:// URI to copy, confirmed with a first code; the ten recovery codes shown
 * once), and registering a passkey in this browser. Changes need a recent login: past it, the dialog
 * asks the operator to confirm it is them, then does what was asked.
 */
import { useCallback, useEffect, useState, type FormEvent } from 'react';
import { ApiError } from '../api/errors.ts';
import type { SecondFactorStatus, TotpOffer } from '../../schemas/operator-api/second-factor-answers.ts';
import { Modal } from './Modal.tsx';
import { StepUpForm, type StepUpFormProps } from './StepUpForm.tsx';

export interface SecurityDialogProps {
  onClose: () => void;
  load: () => Promise<SecondFactorStatus>;
  totpOffer: () => Promise<TotpOffer>;
  totpEnrol: (secret: string, code: string) => Promise<string[]>;
  addPasskey: () => Promise<void>;
  stepUp: StepUpFormProps['onConfirm'];
}

const message = (error: unknown) => (error instanceof Error ? error.message : String(error));

export function SecurityDialog({ onClose, load, totpOffer, totpEnrol, addPasskey, stepUp }: SecurityDialogProps) {
  const [status, setStatus] = useState<SecondFactorStatus | null>(null);
  const [offer, setOffer] = useState<TotpOffer | null>(null);
  const [code, setCode] = useState('');
  const [recoveryCodes, setRecoveryCodes] = useState<string[] | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  /** a change the server refused until a step-up: done again once the operator confirms */
  const [pending, setPending] = useState<{ retry: () => Promise<void>; secondFactor: boolean } | null>(null);
  const [copied, setCopied] = useState(false);

  const refresh = useCallback(() => {
    load().then(setStatus, (e: unknown) => setError(`Could not read your second factors: ${message(e)}`));
  }, [load]);
  useEffect(refresh, [refresh]);

  const run = async (change: () => Promise<void>) => {
    setBusy(true);
    setError(null);
    try {
      await change();
    } catch (e) {
      if (e instanceof ApiError && e.code === 'stepUpRequired') setPending({ retry: () => run(change), secondFactor: e.extra['secondFactor'] === true });
      else setError(message(e));
    } finally {
      setBusy(false);
    }
  };

  const startTotp = () =>
    void run(async () => {
      setOffer(await totpOffer());
      setCode('');
    });
  const enrol = (event: FormEvent) => {
    event.preventDefault();
    if (!offer) return;
    if (!/^\d{6}$/.test(code.trim())) {
      setError('Enter the six-digit code the app shows now.');
      return;
    }
    void run(async () => {
      setRecoveryCodes(await totpEnrol(offer.secret, code));
      setOffer(null);
      refresh();
    });
  };
  const registerPasskey = () =>
    void run(async () => {
      await addPasskey();
      refresh();
    });
  const copy = (text: string) => {
    void navigator.clipboard?.writeText(text).then(() => setCopied(true));
  };

  if (pending)
    return (
      <Modal title="Security" onClose={onClose}>
        <StepUpForm
          secondFactor={pending.secondFactor}
          onConfirm={stepUp}
          onConfirmed={() => {
            const { retry } = pending;
            setPending(null);
            void retry();
          }}
        />
      </Modal>
    );

  return (
    <Modal title="Security" onClose={onClose}>
      {status ? (
        <ul className="security-status" aria-label="Your second factors">
          <li>Authenticator app: {status.totp ? 'on' : 'off'}</li>
          <li>Recovery codes left: {status.recoveryCodesLeft}</li>
          <li>Passkeys: {status.passkeys.length}</li>
          {status.required ? <li>Your role must have a second factor to log in.</li> : null}
        </ul>
      ) : (
        <p role="status">Reading your second factors…</p>
      )}
      {recoveryCodes ? (
        <section aria-labelledby="recovery-title">
          <h3 id="recovery-title">Your recovery codes</h3>
          <p>Each logs in once in place of a code. Keep them somewhere safe: they are shown only now.</p>
          <ol className="recovery-codes">
            {recoveryCodes.map((c) => (
              <li key={c}>
                <code>{c}</code>
              </li>
            ))}
          </ol>
          <button type="button" onClick={() => copy(recoveryCodes.join('\n'))}>
            Copy the codes
          </button>
        </section>
      ) : null}
      {offer ? (
        <form onSubmit={enrol} aria-labelledby="totp-title" noValidate>
          <h3 id="totp-title">Set up an authenticator app</h3>
          <label htmlFor="totp-uri">Add this to your authenticator app (or type its secret)</label>
          <textarea id="totp-uri" readOnly rows={3} value={offer.uri} onFocus={(e) => e.currentTarget.select()} />
          <p>
            Secret: <code data-testid="totp-secret">{offer.secret}</code>{' '}
            <button type="button" onClick={() => copy(offer.uri)}>
              Copy the link
            </button>
            {copied ? <span role="status"> Copied.</span> : null}
          </p>
          <label htmlFor="totp-code">First code from the app</label>
          <input
            id="totp-code"
            inputMode="numeric"
            autoComplete="one-time-code"
            value={code}
            onChange={(e) => setCode(e.target.value)}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? 'security-error' : undefined}
          />
          <div className="actions">
            <button type="button" onClick={() => setOffer(null)}>
              Cancel
            </button>
            <button type="submit" className="primary" disabled={busy}>
              Turn on
            </button>
          </div>
        </form>
      ) : (
        <div className="actions">
          <button type="button" onClick={startTotp} disabled={busy}>
            {status?.totp ? 'Replace the authenticator app' : 'Set up an authenticator app'}
          </button>
          <button type="button" onClick={registerPasskey} disabled={busy}>
            Add a passkey
          </button>
        </div>
      )}
      {error ? (
        <p id="security-error" className="field-error" role="alert">
          {error}
        </p>
      ) : null}
    </Modal>
  );
}
