import { createContext, useCallback, useContext, useEffect, useMemo, useReducer, useRef, type ReactNode } from 'react';
import { LANGUAGES, isLanguageCode, DEFAULT_LANGUAGE, dateLocaleFor } from './languages.ts';
import { dateTimeFormat, numberFormat } from '../lib/intl-cache.ts';
import { formatMessage, type MessageValues } from './format-message.ts';
import { loadedMessages, loadMessages, messagesLoaded, type Messages } from './messages.ts';

/** What components format with: the page language's tag, its messages, and numbers in it. */
export interface IntlShape {
  locale: string;
  messages: Messages;
  /** the message, or its id when it is missing or cannot be written (logged) */
  formatMessage(descriptor: { id: string }, values?: MessageValues): string;
  formatNumber(value: number, options?: Intl.NumberFormatOptions): string;
}

interface IntlValue {
  intl: IntlShape;
  code: string;
  /** `messages` holds only what the page's first render formatted; the rest of the language loads when needed */
  partial: boolean;
  /** the server render notes every message id it formats here (the page ships only those: docs/hydration.md) */
  record: Set<string> | undefined;
}

/** exported for src/i18n/not-carried.tsx, which the header's code alone needs */
export const IntlContext = createContext<IntlValue | null>(null);

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

/** One formatter per loaded language: the fallback of a partial provider. */
const complete = new WeakMap<Messages, IntlShape>();
function completeIntl(tag: string, messages: Messages): IntlShape {
  let intl = complete.get(messages);
  if (!intl) complete.set(messages, (intl = createIntl(tag, messages)));
  return intl;
}

const tagOf = (code: string) => LANGUAGES[isLanguageCode(code) ? code : DEFAULT_LANGUAGE].tag;

interface ProviderProps {
  code: string;
  messages: Messages;
  partial?: boolean;
  record?: Set<string>;
  children: ReactNode;
}

/**
 * The player's first press or key is the sign more text will be needed soon: the language's full
 * messages start loading. Not focus: a dialog the page opens moves focus by itself.
 */
const INTENT_EVENTS = ['pointerdown', 'keydown', 'touchstart'] as const;

export function IntlProvider({ code, messages, partial = false, record, children }: ProviderProps) {
  const value = useMemo(() => ({ intl: createIntl(tagOf(code), messages), code, partial, record }), [code, messages, partial, record]);
  useEffect(() => {
    if (!partial || loadedMessages(code)) return;
    const load = () => {
      stop();
      void loadMessages(code);
    };
    const stop = () => {
      for (const type of INTENT_EVENTS) document.removeEventListener(type, load, true);
    };
    for (const type of INTENT_EVENTS) document.addEventListener(type, load, { capture: true, passive: true });
    return stop;
  }, [code, partial]);
  return <IntlContext.Provider value={value}>{children}</IntlContext.Provider>;
}

export function useIntl() {
  const ctx = useContext(IntlContext);
  if (!ctx) throw new Error('useIntl outside IntlProvider');
  return ctx;
}

/**
 * `t('ui.login')`: a translated message; the key itself when the language lacks it, so a gap is
 * visible, not blank. A page's first messages are only those its server render formatted: a key
 * outside them renders empty while the language's full messages load, then the component renders
 * again with it, so the player never reads a raw id (docs/hydration.md).
 */
export function useT() {
  const { intl, code, partial, record } = useIntl();
  const [, loaded] = useReducer((n: number) => n + 1, 0);
  const missed = useRef(false);
  missed.current = false;
  useEffect(() => {
    if (missed.current) void loadMessages(code).then(() => loaded());
  });
  return (id: string, values?: Record<string, string | number>) => {
    record?.add(id);
    if (intl.messages[id] !== undefined) return intl.formatMessage({ id }, values);
    if (!partial) return id;
    const all = loadedMessages(code);
    if (all) return all[id] === undefined ? id : completeIntl(intl.locale, all).formatMessage({ id }, values);
    missed.current = true;
    void loadMessages(code);
    return '';
  };
}

/**
 * For text made outside a render (an error dialog's title, a toast), or a render that must equal the
 * server's (a slot whose messages the page did not carry, hydrating in place: src/render/HydrateSlot.tsx),
 * where an empty message cannot be filled in later: null when every message of the language can be
 * formatted now, else the promise of the language's full messages to wait for first.
 */
export function useMessagesPending(): (ask?: boolean) => Promise<unknown> | null {
  const { code, partial } = useIntl();
  // `ask` false: waits for whoever loads them (messagesLoaded) instead of loading them now
  return useCallback((ask = true) => (partial && !loadedMessages(code) ? (ask ? loadMessages(code) : messagesLoaded(code)) : null), [code, partial]);
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
