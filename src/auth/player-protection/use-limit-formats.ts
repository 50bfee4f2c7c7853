import { useIntl } from '../../i18n/IntlContext.tsx';
import { dateTimeFormat } from '../../lib/intl-cache.ts';
import { formatAmount } from '../../lib/trim-number.ts';
import { useSite } from '../../state/site-context.tsx';

/**
 * Amounts with the site's currency code and times in the page's language, as the deposit-limit texts
 * show them. The code is written beside the number, not by Intl's currency style: §9's currency codes
 * are not all ISO 4217 (they double as language codes), as the referral panel writes them too.
 */
export function useLimitFormats(): { money: (amount: number) => string; when: (ms: number) => string; currency: string } {
  const { intl } = useIntl();
  const currency = useSite().startup.site.currency;
  const date = dateTimeFormat(intl.locale, { dateStyle: 'medium', timeStyle: 'short' });
  return { money: (amount) => `${currency} ${formatAmount(amount, intl.locale) || '0'}`.trim(), when: (ms) => date.format(ms), currency };
}
