import { isRecord } from '../../schemas/is-record.ts';

/** §3 chat message: a suggestion is a string (sent as the next message) or {c: label, o: operation}. */
export type Suggestion = string | { c: string; o: string };

export interface ChatImage {
  name: string;
  size: number;
  /** a small data: URL for display; the full image is never kept (localStorage holds ~5 MB in all) */
  thumb?: string;
}

export interface ChatMessage {
  id: string;
  type: 'user' | 'ai';
  /** markdown for ai messages (rendered sanitised), plain text for user messages */
  content: string;
  /** epoch milliseconds */
  timestamp: number;
  image?: ChatImage;
  suggestions?: Suggestion[];
  /** set on the welcome message, so it can be found and re-worded when the language changes */
  welcome?: true;
  /** set on an error reply: what "Try again" sends again */
  retry?: { content: string; operation: string };
}

export const suggestionLabel = (s: Suggestion): string => (typeof s === 'string' ? s : s.c);
export const suggestionOperation = (s: Suggestion): string => (typeof s === 'string' ? '' : s.o);

export function isSuggestion(v: unknown): v is Suggestion {
  return typeof v === 'string' || (isRecord(v) && typeof v.c === 'string' && typeof v.o === 'string');
}

function isImage(v: unknown): v is ChatImage {
  return (
    isRecord(v) &&
    typeof v.name === 'string' &&
    typeof v.size === 'number' &&
    (v.thumb === undefined || (typeof v.thumb === 'string' && v.thumb.startsWith('data:image/')))
  );
}

/** Strict shape check for what comes back from storage: anything else is discarded, never rendered. */
export function isChatMessage(v: unknown): v is ChatMessage {
  if (!isRecord(v)) return false;
  if (typeof v.id !== 'string' || (v.type !== 'user' && v.type !== 'ai') || typeof v.content !== 'string') return false;
  if (typeof v.timestamp !== 'number' || !Number.isFinite(v.timestamp)) return false;
  if (v.image !== undefined && !isImage(v.image)) return false;
  if (v.suggestions !== undefined && !(Array.isArray(v.suggestions) && v.suggestions.every(isSuggestion))) return false;
  if (v.welcome !== undefined && v.welcome !== true) return false;
  if (v.retry !== undefined && !(isRecord(v.retry) && typeof v.retry.content === 'string' && typeof v.retry.operation === 'string')) return false;
  return true;
}
