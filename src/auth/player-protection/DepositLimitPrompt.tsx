import { useId, useState } from 'react';
import type { Credentials } from '../../api/client.ts';
import { useT } from '../../i18n/IntlContext.tsx';
import { DepositLimitForm } from './DepositLimitForm.tsx';
import { DepositLimitStatus } from './DepositLimitStatus.tsx';
import type { DepositLimitState } from './deposit-limit.ts';

/**
 * Sign-up's last step where the regulator asks for it (UKGC, docs/compliance.md): the new player
 * sets a deposit limit or chooses none before going on, with the new account's credentials (they
 * are signed in after it). Loaded only on such a site (RegisterForm).
 */
export default function DepositLimitPrompt({ coolingOffHours, credentials, onDone }: { coolingOffHours: number; credentials: Credentials; onDone(): void }) {
  const t = useT();
  const titleId = useId();
  const [saved, setSaved] = useState<DepositLimitState | null>(null);
  return (
    <section className="deposit-limit-prompt" aria-labelledby={titleId}>
      <h2 id={titleId} tabIndex={-1} ref={(el) => el?.focus()}>
        {t('ui.depositLimit.title')}
      </h2>
      <p>{t('ui.depositLimit.intro', { hours: coolingOffHours })}</p>
      {saved ? (
        <>
          <p>{t('ui.depositLimit.saved')}</p>
          <DepositLimitStatus state={saved} />
          <button type="button" className="btn btn--primary btn--block" onClick={onDone}>
            {t('ui.continue')}
          </button>
        </>
      ) : (
        <DepositLimitForm submitLabel={t('ui.depositLimit.save')} credentials={credentials} onSaved={setSaved} />
      )}
    </section>
  );
}
