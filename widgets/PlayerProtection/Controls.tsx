import { useId, useState } from 'react';
import { useApi } from '../../src/api/context.tsx';
import { useT } from '../../src/i18n/IntlContext.tsx';
import { offeredPeriods, periodEnd, type ProtectionKind, type ProtectionPeriod } from '../../src/lib/protection-period.ts';
import { useAlert } from '../../src/session/alert-store.ts';
import { useErrorHandler } from '../../src/session/use-error-handler.ts';
import { credentialsOf, useSessionActions } from '../../src/session/use-session-actions.ts';
import { useFormatSiteDate } from '../../src/session/use-site-date.ts';
import { useSession } from '../../src/state/session.ts';
import { useSite } from '../../src/state/site-context.tsx';
import { Dialog } from '../../src/ui/Dialog.tsx';
import { periodText } from './period-text.ts';

const TEXTS = {
  timeout: {
    legend: 'ui.playerProtection.breakTitle',
    intro: 'ui.playerProtection.breakIntro',
    action: 'ui.playerProtection.breakAction',
    confirmTitle: 'ui.playerProtection.breakConfirmTitle',
    confirmBody: 'ui.playerProtection.breakConfirmBody',
    done: 'ui.playerProtection.breakDone',
  },
  self_exclusion: {
    legend: 'ui.playerProtection.exclusionTitle',
    intro: 'ui.playerProtection.exclusionIntro',
    action: 'ui.playerProtection.exclusionAction',
    confirmTitle: 'ui.playerProtection.exclusionConfirmTitle',
    confirmBody: 'ui.playerProtection.exclusionConfirmBody',
    done: 'ui.playerProtection.exclusionDone',
  },
} as const satisfies Record<ProtectionKind, Record<string, string>>;

function PeriodChoice({ kind, amounts, onChoose }: { kind: ProtectionKind; amounts: number[]; onChoose(period: ProtectionPeriod): void }) {
  const t = useT();
  const name = useId();
  const [amount, setAmount] = useState(amounts[0] ?? 0);
  const texts = TEXTS[kind];
  return (
    <fieldset className="w-player-protection__option" data-kind={kind}>
      <legend>{t(texts.legend)}</legend>
      <p>{t(texts.intro)}</p>
      <div className="w-player-protection__periods">
        {amounts.map((a) => (
          <label key={a}>
            <input type="radio" name={name} value={a} checked={a === amount} onChange={() => setAmount(a)} />
            {periodText(t, { kind, amount: a })}
          </label>
        ))}
      </div>
      <div>
        <button type="button" className="btn btn--primary" onClick={() => onChoose({ kind, amount })}>
          {t(texts.action)}
        </button>
      </div>
    </fieldset>
  );
}

/**
 * Take a break or exclude yourself (issue 31, docs/compliance.md): the periods the site's regulator
 * lists and no others, each behind one confirmation dialog naming when it ends. Confirmed, the
 * backend records it and ends the player's sessions; the player is logged out here and told until when.
 */
export function Controls({ className }: { className: string }) {
  const t = useT();
  const api = useApi();
  const rules = useSite().template.jurisdiction;
  const formatDate = useFormatSiteDate();
  const handleError = useErrorHandler();
  const showAlert = useAlert((s) => s.show);
  const { logout } = useSessionActions();
  // the dialog keeps its last period while it closes, so its title does not change under the player
  const [chosen, setChosen] = useState<ProtectionPeriod | null>(null);
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  const headingId = useId();

  const periods = rules ? offeredPeriods(rules) : [];
  const amountsOf = (kind: ProtectionKind) => periods.filter((p) => p.kind === kind).map((p) => p.amount);
  const choose = (period: ProtectionPeriod) => {
    setChosen(period);
    setOpen(true);
  };

  const confirm = async () => {
    const creds = credentialsOf(useSession.getState());
    if (!chosen || !creds) {
      handleError({ statusCode: 0, statusMessage: 'authRequired' });
      return;
    }
    setBusy(true);
    const res = await api.settings.exclude(creds, chosen.kind, chosen.amount);
    setBusy(false);
    setOpen(false);
    if (res.statusCode !== 1 || !res.value) {
      handleError(res);
      return;
    }
    // the backend has ended every session of the player: this browser forgets it too
    logout();
    showAlert(t(TEXTS[chosen.kind].legend), t(TEXTS[chosen.kind].done, { until: formatDate(res.value.ends_at) }));
  };

  const texts = chosen ? TEXTS[chosen.kind] : TEXTS.timeout;
  return (
    <section className={`w-player-protection ${className}`} data-compliance="PlayerProtection" aria-labelledby={headingId}>
      <h2 id={headingId}>{t('ui.playerProtection.title')}</h2>
      {periods.length === 0 ? <p>{t('ui.playerProtection.none')}</p> : null}
      {amountsOf('timeout').length > 0 ? <PeriodChoice kind="timeout" amounts={amountsOf('timeout')} onChoose={choose} /> : null}
      {amountsOf('self_exclusion').length > 0 ? <PeriodChoice kind="self_exclusion" amounts={amountsOf('self_exclusion')} onChoose={choose} /> : null}
      <Dialog open={open} title={t(texts.confirmTitle)} onClose={() => setOpen(false)} closeLabel={t('ui.close')} size="small">
        {chosen ? (
          <div className="w-player-protection__confirm">
            <p>{t(texts.confirmBody, { period: periodText(t, chosen), until: formatDate(periodEnd(chosen, Date.now())) })}</p>
            <div className="dialog__actions">
              <button type="button" className="btn btn--ghost" onClick={() => setOpen(false)} disabled={busy}>
                {t('ui.playerProtection.cancel')}
              </button>
              <button type="button" className="btn btn--primary" onClick={() => void confirm()} disabled={busy}>
                {busy ? t('ui.pleaseWait') : t(texts.action)}
              </button>
            </div>
          </div>
        ) : null}
      </Dialog>
    </section>
  );
}
