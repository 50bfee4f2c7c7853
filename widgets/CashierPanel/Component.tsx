import { useId } from 'react';
import { Link } from '../../src/i18n/links.tsx';
import { StateMessage } from '../../src/ui/PageState.tsx';
import * as icons from '../../src/ui/icons.ts';
import { useIntl, useT } from '../../src/i18n/IntlContext.tsx';
import { usePickText } from '../../src/i18n/use-pick-text.ts';
import { formatAmount } from '../../src/lib/trim-number.ts';
import { LoaderError } from '../../src/render/loader-error.ts';
import type { WidgetComponentProps } from '../../src/render/types.ts';
import { useSession } from '../../src/state/session.ts';
import { useSite } from '../../src/state/site-context.tsx';
import type { CashierPanelData } from './load.ts';
import type { CashierPanelProps } from './schema.ts';

const KEYS = {
  deposit: 'deposit',
  withdrawal: 'withdrawal',
  'bank-details': 'bankDetails',
  'add-bank': 'addBank',
} as const;

export default function CashierPanel({ props, data }: WidgetComponentProps<CashierPanelProps, CashierPanelData>) {
  const t = useT();
  const methodsId = useId();
  const { intl } = useIntl();
  const { pick } = usePickText();
  const { startup } = useSite();
  const balance = useSession((s) => s.game.balance);
  const key = KEYS[props.kind];
  const url = props.cashierUrl;
  const banking = data instanceof LoaderError ? null : data.banking;
  const bankingBody = banking?.active ? pick(banking.en, banking.local) : { text: '', lang: undefined };
  return (
    <div className="w-cashier" data-kind={props.kind}>
      {props.showBalance && (props.kind === 'deposit' || props.kind === 'withdrawal') ? (
        <p className="w-cashier__balance page-card">
          <span>{t('ui.balance')}</span>
          <strong>
            {startup.site.currency} {formatAmount(balance, intl.locale) || '0'}
          </strong>
        </p>
      ) : null}
      {props.methods.length > 0 ? (
        <section className="w-cashier__methods page-card" aria-labelledby={methodsId}>
          <h2 id={methodsId}>{t('ui.payment.title')}</h2>
          <ul>
            {props.methods.map((m) => (
              <li key={`${m.kind}:${m.name}`} data-kind={m.kind}>
                <strong>{m.name}</strong> <span className="w-cashier__method-kind">{t(`ui.payment.kinds.${m.kind}`)}</span>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      {url === '' ? (
        <StateMessage kind="notice" icon={icons.chat} title={t(`ui.cashier.${key}.title`)} body={t(`ui.cashier.${key}.body`)}>
          <Link className="btn btn--primary" to="/contact-us">
            {t('ui.contactSupport')}
          </Link>
          <Link className="btn btn--ghost" to="/banking">
            {t('ui.page.banking')}
          </Link>
        </StateMessage>
      ) : props.mode === 'iframe' ? (
        <iframe
          className="w-cashier__frame"
          src={url}
          title={t(`ui.page.${key}`)}
          height={props.iframeHeight}
          loading="lazy"
          referrerPolicy="no-referrer"
          sandbox="allow-forms allow-scripts allow-same-origin allow-popups"
        />
      ) : (
        <div className="w-cashier__link page-card">
          <p>{t(`ui.cashier.${key}.external`)}</p>
          <a className="btn btn--primary" href={url} target="_blank" rel="noopener noreferrer">
            {t('ui.openCashier')}
            <span className="visually-hidden"> {t('ui.opensNewTab')}</span>
          </a>
        </div>
      )}
      {!props.showBanking ? null : bankingBody.text ? (
        <section className="w-cashier__banking" aria-label={t('ui.page.banking')}>
          {/* sanitised by the loader (DOMPurify), like every CMS body */}
          <article className="w-cms" lang={bankingBody.lang} dangerouslySetInnerHTML={{ __html: bankingBody.text }} />
        </section>
      ) : data instanceof LoaderError || data.bankingFailed ? (
        <StateMessage kind="error" title={t('ui.contentFailed')} body={t('ui.tryAgainBody')} />
      ) : null}
    </div>
  );
}
