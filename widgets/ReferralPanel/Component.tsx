import { useEffect, useId, useRef, useState } from 'react';
import { notify } from '../../src/ui/toast.ts';
import { StateMessage } from '../../src/ui/PageState.tsx';
import * as icons from '../../src/ui/icons.ts';
import { useIntl, useT } from '../../src/i18n/IntlContext.tsx';
import { formatAmount } from '../../src/lib/trim-number.ts';
import { LoaderError } from '../../src/render/loader-error.ts';
import type { WidgetComponentProps } from '../../src/render/types.ts';
import { useLayout } from '../../src/state/layout.ts';
import { useSession } from '../../src/state/session.ts';
import type { ReferralData } from './load.ts';
import type { ReferralPanelProps } from './schema.ts';

export function shareLink(origin: string, param: string, code: string): string {
  const url = new URL('/register', origin);
  url.searchParams.set(param, code);
  return url.toString();
}

function ShareLink({ param }: { param: string }) {
  const t = useT();
  const code = useSession((s) => s.user?.account_id ?? '');
  const inputId = useId();
  const input = useRef<HTMLInputElement>(null);
  const [origin, setOrigin] = useState('');
  useEffect(() => setOrigin(location.origin), []);
  const link = origin && code ? shareLink(origin, param, code) : '';

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(link);
      notify('success', t('messages.linkCopied'), { position: 'bottom-right' });
    } catch (error) {
      // Clipboard access can be refused (permissions, insecure origin): select the text for a manual copy.
      console.warn('Clipboard refused', error);
      input.current?.select();
      notify('info', t('messages.copyManually'), { position: 'bottom-right' });
    }
  };

  return (
    <section className="w-referral__share page-card" aria-labelledby={`${inputId}-h`}>
      <h2 id={`${inputId}-h`}>{t('ui.referralYourLink')}</h2>
      <p className="w-referral__code">
        {t('ui.referralYourCode')}: <strong data-testid="referral-code">{code}</strong>
      </p>
      <label htmlFor={inputId} className="visually-hidden">
        {t('ui.referralYourLink')}
      </label>
      <div className="w-referral__row">
        <input id={inputId} ref={input} readOnly value={link} className="w-referral__input" onFocus={(e) => e.target.select()} />
        <button type="button" className="btn btn--primary" onClick={copy} disabled={!link}>
          {t('ui.copyLink')}
        </button>
      </div>
    </section>
  );
}

export default function ReferralPanel({ props, data }: WidgetComponentProps<ReferralPanelProps, ReferralData>) {
  const t = useT();
  const { intl } = useIntl();
  const enabled = useLayout((s) => s.show_referral);
  if (!enabled) return <StateMessage kind="notice" icon={icons.handshake} title={t('ui.referralOff')} body={t('ui.referralOffBody')} />;
  const money = (v: number | null, currency: string) => (v === null ? '—' : `${currency} ${formatAmount(v, intl.locale) || '0'}`.trim());
  const pct = (v: number) => intl.formatNumber(v / 100, { style: 'percent', maximumFractionDigits: 2 });
  return (
    <div className="w-referral">
      <ShareLink param={props.param} />
      {data instanceof LoaderError ? (
        <StateMessage kind="error" title={t('ui.referralFailed')} body={t('ui.tryAgainBody')} />
      ) : (
        <section className="w-referral__terms" aria-labelledby="referral-terms">
          <h2 id="referral-terms">{t('ui.referralTerms')}</h2>
          <dl className="w-referral__facts">
            <div>
              <dt>{t('ui.referralCommission')}</dt>
              <dd>{data.commission_percent === null ? '—' : pct(data.commission_percent)}</dd>
            </div>
            <div>
              <dt>{t('ui.referralMinDeposit')}</dt>
              <dd>{money(data.min_deposit, data.currency)}</dd>
            </div>
            <div>
              <dt>{t('ui.referralMaxCommission')}</dt>
              <dd>{money(data.max_commission, data.currency)}</dd>
            </div>
          </dl>
          {data.tiers.length > 0 ? (
            <ol className="w-referral__tiers">
              {data.tiers.map((tier) => (
                <li key={tier.level}>
                  <strong>{t('ui.referralTier', { level: tier.level, percent: pct(tier.percent) })}</strong>
                  {tier.description ? <span>{tier.description}</span> : null}
                </li>
              ))}
            </ol>
          ) : null}
          {data.rules.length > 0 ? (
            <>
              <h3>{t('ui.referralRules')}</h3>
              <ul className="w-referral__rules">
                {data.rules.map((rule) => (
                  <li key={rule}>{rule}</li>
                ))}
              </ul>
            </>
          ) : null}
        </section>
      )}
    </div>
  );
}
