import { useIntl } from '../../i18n/IntlContext.tsx';
import { dateTimeFormat, numberFormat } from '../../lib/intl-cache.ts';
import { useSite } from '../../state/site-context.tsx';

/** Amounts in the site's currency and times in the page's language, as the deposit-limit texts show them. */
export function useLimitFormats(): { money: (amount: number) => string; when: (ms: number) => string; currency: string } {
  const { intl } = useIntl();
  const currency = useSite().startup.site.currency;
  const money = numberFormat(intl.locale, { style: 'currency', currency, maximumFractionDigits: 2 });
  const date = dateTimeFormat(intl.locale, { dateStyle: 'medium', timeStyle: 'short' });
  return { money: (amount) => money.format(amount), when: (ms) => date.format(ms), currency };
}
