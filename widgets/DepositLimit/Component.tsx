import { useId, useState } from 'react';
import { DepositLimitForm } from '../../src/auth/player-protection/DepositLimitForm.tsx';
import { DepositLimitStatus } from '../../src/auth/player-protection/DepositLimitStatus.tsx';
import { usePlayerQuery } from '../../src/auth/use-player-query.ts';
import { useT } from '../../src/i18n/IntlContext.tsx';
import type { WidgetComponentProps } from '../../src/render/types.ts';
import { useSite } from '../../src/state/site-context.tsx';
import type { DepositLimitProps } from './schema.ts';

/**
 * The player's deposit limit (UKGC: asked at registration, changeable here): the limit in force, a
 * raise waiting out its cooling-off period, and the form to change it. The backend applies a
 * decrease at once and a raise after the period (docs/compliance.md).
 */
export default function DepositLimit({ className }: WidgetComponentProps<DepositLimitProps>) {
  const t = useT();
  const titleId = useId();
  const hours = useSite().template.jurisdiction?.depositLimitPrompt?.coolingOffHours;
  const { query, reload, update } = usePlayerQuery(
    (api, c) => api.settings.depositLimit(c),
    (res) => res.value ?? null,
  );
  const [editing, setEditing] = useState(false);
  if (hours === undefined) return null;
  return (
    <section className={`w-deposit-limit ${className}`} aria-labelledby={titleId} aria-busy={query.state === 'loading' || undefined}>
      <h2 id={titleId}>{t('ui.depositLimit.legend')}</h2>
      <p className="w-deposit-limit__intro">{t('ui.depositLimit.intro', { hours })}</p>
      {query.state === 'loading' ? <p>{t('ui.pleaseWait')}</p> : null}
      {query.state === 'error' ? (
        <p role="alert">
          {t('ui.sectionUnavailable')}{' '}
          <button type="button" className="link-button" onClick={reload}>
            {t('ui.tryAgain')}
          </button>
        </p>
      ) : null}
      {query.state === 'ready' && query.value ? <DepositLimitStatus state={query.value} /> : null}
      {query.state === 'ready' && editing ? (
        <DepositLimitForm
          submitLabel={t('ui.depositLimit.save')}
          onSaved={(state) => {
            update(() => state);
            setEditing(false);
          }}
        />
      ) : null}
      {query.state === 'ready' && !editing ? (
        <button type="button" className="btn btn--ghost" onClick={() => setEditing(true)}>
          {t('ui.depositLimit.change')}
        </button>
      ) : null}
    </section>
  );
}
