import { createContext, useContext } from 'react';
import type { MessageFormatElement, TYPE } from '@formatjs/icu-messageformat-parser';
import type { Messages } from './messages.ts';
import type { CompiledMessage } from './format-message.ts';
import { isRecord } from '../../schemas/is-record.ts';

const ID = 'first-messages';

/** The messages of `messages` whose ids the render formatted. */
export function firstMessages(messages: Messages, record: ReadonlySet<string>): Messages {
  return Object.fromEntries([...record].filter((id) => Object.hasOwn(messages, id)).map((id) => [id, messages[id]!]));
}

/**
 * A message as the page carries it: its literal text a string and an argument its name in an array, a
 * message of one text the string alone; any other element as compiled. The page's first messages are
 * mostly plain text, whose `{"type":0,"value":…}` wrappers cost 0.1 kB gz (docs/performance.md).
 */
type CarriedElement = string | [string] | MessageFormatElement;
type CarriedMessage = string | CarriedElement[];

const bare = (el: MessageFormatElement): boolean => Object.keys(el).length === 2 && 'value' in el;

export function compactMessage(message: CompiledMessage): CarriedMessage {
  const els = message.map((el): CarriedElement =>
    el.type === (0 as TYPE.literal) && bare(el) ? el.value : el.type === (1 as TYPE.argument) && bare(el) ? [el.value] : el,
  );
  return els.length === 1 && typeof els[0] === 'string' ? els[0] : els;
}

export function expandMessage(message: CarriedMessage): CompiledMessage {
  return (typeof message === 'string' ? [message] : message).map(
    (el) => (typeof el === 'string' ? { type: 0, value: el } : Array.isArray(el) ? { type: 1, value: el[0] } : el) as MessageFormatElement,
  );
}

/** The carried messages as the script's JSON text. */
export const firstMessagesJson = (messages: Messages, record: ReadonlySet<string>): string =>
  JSON.stringify(Object.fromEntries(Object.entries(firstMessages(messages, record)).map(([id, message]) => [id, compactMessage(message)]))).replace(
    /</g,
    '\\u003c',
  );

/**
 * `firstMessagesJson` where the page is written (src/app/entry-server.tsx): the browser hydrates the script as
 * the server wrote it, so its bundle carries none of that code (docs/performance.md).
 */
export const FirstMessagesText = createContext<typeof firstMessagesJson | null>(null);

interface Props {
  record: ReadonlySet<string> | undefined;
  messages: Messages;
  /** a data block is never executed; it carries the page's nonce all the same, like every script of the page */
  nonce: string | undefined;
}

/**
 * The messages the server render formatted, as JSON for the browser's first render. It renders
 * after everything that formats, last in the body; the browser keeps the server's text as it is
 * and reads it before hydrating.
 */
export function FirstMessages({ record, messages, nonce }: Props) {
  const write = useContext(FirstMessagesText);
  const json = record && write ? write(messages, record) : '';
  return <script type="application/json" id={ID} nonce={nonce} dangerouslySetInnerHTML={{ __html: json }} suppressHydrationWarning />;
}

/** The first messages a server page carries, or null when it carries none. */
export function readFirstMessages(doc: Document): Messages | null {
  const text = doc.getElementById(ID)?.textContent;
  if (!text) return null;
  try {
    const parsed: unknown = JSON.parse(text);
    return isRecord(parsed)
      ? Object.fromEntries(Object.entries(parsed as Record<string, CarriedMessage>).map(([id, message]) => [id, expandMessage(message)]))
      : null;
  } catch {
    return null;
  }
}
