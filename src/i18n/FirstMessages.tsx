import type { Messages } from './messages.ts';
import { isRecord } from '../../schemas/is-record.ts';

const ID = 'first-messages';

/** The messages of `messages` whose ids the render formatted. */
export function firstMessages(messages: Messages, record: ReadonlySet<string>): Messages {
  return Object.fromEntries([...record].filter((id) => Object.hasOwn(messages, id)).map((id) => [id, messages[id]!]));
}

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
  const json = record ? JSON.stringify(firstMessages(messages, record)).replace(/</g, '\\u003c') : '';
  return <script type="application/json" id={ID} nonce={nonce} dangerouslySetInnerHTML={{ __html: json }} suppressHydrationWarning />;
}

/** The first messages a server page carries, or null when it carries none. */
export function readFirstMessages(doc: Document): Messages | null {
  const text = doc.getElementById(ID)?.textContent;
  if (!text) return null;
  try {
    const parsed: unknown = JSON.parse(text);
    return isRecord(parsed) ? (parsed as Messages) : null;
  } catch {
    return null;
  }
}
