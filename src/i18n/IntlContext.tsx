import { createContext, useContext, useMemo, type ReactNode } from 'react';
import { LANGUAGES, isLanguageCode, DEFAULT_LANGUAGE, dateLocaleFor } from './languages.ts';
import { dateTimeFormat, numberFormat } from '../lib/intl-cache.ts';
import { formatMessage, type MessageValues } from './format-message.ts';
import type { Messages } from './messages.ts';

/** What components format with: the page language's tag, its messages, and numbers in it. */
export interface IntlShape {
  locale: string;
  messages: Messages;
  /** the message, or its id when it is missing or cannot be written (logged) */
  formatMessage(descriptor: { id: string }, values?: MessageValues): string;
  formatNumber(value: number, options?: Intl.NumberFormatOptions): string;
}

const IntlContext = createContext<{ intl: IntlShape; code: string } | null>(null);

function createIntl(locale: string, messages: Messages): IntlShape {
  return {
    locale,
    messages,
    formatMessage: ({ id }, values) => {
      const message = messages[id];
      if (message === undefined) return id;
      try {
        return formatMessage(message, locale, values);
      } catch (error) {
        console.warn(`Error formatting message "${id}" in ${locale}: ${error instanceof Error ? error.message : String(error)}`);
        return id;
      }
    },
    formatNumber: (value, options) => numberFormat(locale, options).format(value),
  };
}

export function IntlProvider({ code, messages, children }: { code: string; messages: Messages; children: ReactNode }) {
  const value = useMemo(() => {
    const tag = LANGUAGES[isLanguageCode(code) ? code : DEFAULT_LANGUAGE].tag;
    return { intl: createIntl(tag, messages), code };
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
