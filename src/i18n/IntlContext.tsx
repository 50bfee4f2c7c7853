import { createContext, useContext, useMemo, type ReactNode } from 'react';
import { createIntl, createIntlCache, type IntlShape } from '@formatjs/intl';
import { LANGUAGES, isLanguageCode, DEFAULT_LANGUAGE, dateLocaleFor } from './languages.ts';
import { dateTimeFormat } from '../lib/intl-cache.ts';
import type { Messages } from './messages.ts';

const cache = createIntlCache();
const IntlContext = createContext<{ intl: IntlShape<string>; code: string } | null>(null);

export function IntlProvider({ code, messages, children }: { code: string; messages: Messages; children: ReactNode }) {
  const value = useMemo(() => {
    const tag = LANGUAGES[isLanguageCode(code) ? code : DEFAULT_LANGUAGE].tag;
    const intl = createIntl<string>({ locale: tag, defaultLocale: 'en-US', messages, onError: (e) => console.warn(e.message) }, cache);
    return { intl, code };
  }, [code, messages]);
  return <IntlContext.Provider value={value}>{children}</IntlContext.Provider>;
}

export function useIntl() {
  const ctx = useContext(IntlContext);
  if (!ctx) throw new Error('useIntl outside IntlProvider');
  return ctx;
}

/** `t('ui.login')`: a translated message; the key itself when missing, so a gap is visible, not blank. */
export function useT() {
  const { intl } = useIntl();
  return (id: string, values?: Record<string, string | number>) => (intl.messages[id] === undefined ? id : intl.formatMessage({ id }, values));
}

/**
 * A date in the language's §9 date locale (Filipino pages write dates the English way, Traditional
 * Chinese ones as zh-TW), not in its display tag; an unreadable date is shown as it came.
 */
export function useFormatDate() {
  const { code } = useIntl();
  return (value: string | number | Date, options: Intl.DateTimeFormatOptions): string => {
    const d = value instanceof Date ? value : new Date(value);
    return Number.isNaN(d.getTime()) ? String(value) : dateTimeFormat(dateLocaleFor(code), options).format(d);
  };
}
