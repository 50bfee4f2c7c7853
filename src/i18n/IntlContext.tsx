import { createContext, useContext, useMemo, type ReactNode } from 'react';
import { createIntl, createIntlCache, type Formatters, type IntlShape } from '@formatjs/intl';
import { LANGUAGES, isLanguageCode, DEFAULT_LANGUAGE, dateLocaleFor } from './languages.ts';
import { dateTimeFormat } from '../lib/intl-cache.ts';
import type { Messages } from './messages.ts';

const cache = createIntlCache();

interface IntlValue {
  intl: IntlShape<string>;
  code: string;
  /** messages without values, formatted once: they read the same every time */
  plain: Map<string, string>;
  /** compiled messages with values, by id: formatMessage looks each up by serialising the message every call */
  compiled: Map<string, ReturnType<Formatters['getMessageFormat']>>;
}

const IntlContext = createContext<IntlValue | null>(null);
const instances = new WeakMap<Messages, Map<string, IntlValue>>();

/**
 * One intl per message set and language, kept as long as the messages are: the server renders
 * every page of a language with the same (cached) messages, so none of them creates its own.
 */
function intlFor(code: string, messages: Messages): IntlValue {
  const byCode = instances.get(messages) ?? new Map<string, IntlValue>();
  instances.set(messages, byCode);
  let value = byCode.get(code);
  if (!value) {
    const tag = LANGUAGES[isLanguageCode(code) ? code : DEFAULT_LANGUAGE].tag;
    const intl = createIntl<string>({ locale: tag, defaultLocale: 'en-US', messages, onError: (e) => console.warn(e.message) }, cache);
    value = { intl, code, plain: new Map(), compiled: new Map() };
    byCode.set(code, value);
  }
  return value;
}

export function IntlProvider({ code, messages, children }: { code: string; messages: Messages; children: ReactNode }) {
  const value = useMemo(() => intlFor(code, messages), [code, messages]);
  return <IntlContext.Provider value={value}>{children}</IntlContext.Provider>;
}

export function useIntl() {
  const ctx = useContext(IntlContext);
  if (!ctx) throw new Error('useIntl outside IntlProvider');
  return ctx;
}

/**
 * A message with values through its compiled form (formatMessage would look it up by serialising
 * the message on every call); undefined leaves it to formatMessage: an empty message (it shows the
 * id), one that does not compile or format (it reports the problem and falls back).
 */
function formatCompiled({ intl, compiled }: IntlValue, id: string, values: Record<string, string | number>): string | undefined {
  const message = intl.messages[id];
  if (!message) return undefined;
  try {
    let format = compiled.get(id);
    if (!format) {
      format = intl.formatters.getMessageFormat(message, intl.locale, intl.formats, { formatters: intl.formatters });
      compiled.set(id, format);
    }
    const text = format.format(values);
    return typeof text === 'string' ? text : undefined;
  } catch {
    return undefined;
  }
}

/** `t('ui.login')`: a translated message; the key itself when missing, so a gap is visible, not blank. */
export function useT() {
  const value = useIntl();
  const { intl, plain } = value;
  return (id: string, values?: Record<string, string | number>): string => {
    if (intl.messages[id] === undefined) return id;
    if (values) return formatCompiled(value, id, values) ?? intl.formatMessage({ id }, values);
    let text = plain.get(id);
    if (text === undefined) {
      text = intl.formatMessage({ id });
      plain.set(id, text);
    }
    return text;
  };
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
