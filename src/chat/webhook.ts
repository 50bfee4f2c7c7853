import { isRecord } from '../../schemas/is-record.ts';
import { isSuggestion, type Suggestion } from './model.ts';

/** §4 chat auth mode: public without a token; authenticated (bearer header) once a token exists. */
export type ChatAuth = { mode: 'public' } | { mode: 'authenticated'; token: string; accountId: string };

export function chatAuthOf(token: string, accountId: string | undefined): ChatAuth {
  return token ? { mode: 'authenticated', token, accountId: accountId ?? '' } : { mode: 'public' };
}

export interface ChatRequest {
  content: string;
  /** a `{c, o}` suggestion's o; '' for typed messages */
  operation: string;
  image?: Blob & { name?: string };
  sessionId: string;
  /** the site language, lower case (webhookLanguageOf) */
  language: string;
  site: { domain_name: string; external_id: string };
  auth: ChatAuth;
  assistantName: string;
  siteName: string;
}

/** §9 prompt reply languages and similarity threshold, as the prompt states them to the bot. */
export const PROMPT_LANGUAGES = ['en', 'cn', 'esp', 'rus', 'vi', 'ms', 'ne', 'ct'] as const;
export const SIMILARITY_THRESHOLD = 0.8;

/** The system-prompt entries that follow the user entry in `data` (§7). */
export function systemPrompt(assistantName: string, siteName: string): { role: 'system'; content: string }[] {
  const languages = PROMPT_LANGUAGES.join(', ');
  return [
    {
      role: 'system',
      content:
        `You are ${assistantName}, the customer support assistant of ${siteName}, an online gaming and betting site. ` +
        'Help players with deposits, withdrawals, registration, passwords, promotions, VIP levels and games. Be brief and friendly. ' +
        'Never ask for passwords or one-time codes, never promise winnings, and point players to responsible-gaming help when they ask about limits or self-exclusion.',
    },
    {
      role: 'system',
      content:
        'Reply in the language named by parameters.language. ' +
        `Supported reply languages: ${languages}. ` +
        'If parameters.language is not one of them, reply exactly: "Sorry, your language is not supported."',
    },
    {
      role: 'system',
      content:
        'When parameters.operation names an account action (balance, inbox), call the matching tool with parameters.account_id and parameters.auth_token. ' +
        'If the tool answers with statusMessage authRequired, accountIdRequired or invalidAuth, reply exactly: "Please login to continue." ' +
        'and offer the suggestion {"c": "Login", "o": "login"}.',
    },
    {
      role: 'system',
      content:
        `Answer questions from the site's FAQ knowledge base only when a retrieved entry's vector similarity to the question is at least ${SIMILARITY_THRESHOLD.toFixed(2)}. ` +
        'Below that, say you are not sure and offer the closest questions as suggestions. Do not invent site rules, amounts or limits.',
    },
    {
      role: 'system',
      content:
        'Answer with a JSON object {"output": {<language>: <markdown>}, "suggestions": {<language>: [<string> | {"c": <label>, "o": <operation>}]}}. ' +
        `Always include "en", and the requested language when it is one of ${languages}. Use at most three suggestions.`,
    },
  ];
}

/** The multipart body of §7: `data` (JSON list: the user entry, then the system prompt) and the optional `image`. */
export function buildChatForm(request: ChatRequest): FormData {
  const { auth } = request;
  const user = {
    role: 'user',
    content: request.content,
    parameters: {
      session_id: request.sessionId,
      account_id: auth.mode === 'authenticated' ? auth.accountId : '',
      auth_token: auth.mode === 'authenticated' ? auth.token : '',
      domain_name: request.site.domain_name,
      external_id: request.site.external_id,
      operation: request.operation,
      language: request.language,
    },
  };
  const form = new FormData();
  form.append('data', JSON.stringify([user, ...systemPrompt(request.assistantName, request.siteName)]));
  if (request.image) form.append('image', request.image, request.image.name ?? 'image');
  return form;
}

export interface Reply {
  text: string;
  suggestions: Suggestion[];
}

function pick(field: unknown, language: string): unknown {
  if (!isRecord(field)) return field;
  return field[language] ?? field.en;
}

/**
 * §7: the last item of the response list holds `output` and `suggestions` per language; the requested language,
 * else English. A plain-string output (an automation's default shape) is read as is. Unknown shapes read as empty.
 */
export function readReply(body: unknown, language: string): Reply {
  const last: unknown = Array.isArray(body) ? body.at(-1) : body;
  if (!isRecord(last)) return { text: '', suggestions: [] };
  const output = pick(last.output, language);
  const suggestions = pick(last.suggestions, language);
  return {
    text: typeof output === 'string' ? output.trim() : '',
    suggestions: Array.isArray(suggestions) ? suggestions.filter(isSuggestion) : [],
  };
}

export type ChatResult =
  { kind: 'reply'; reply: Reply } | { kind: 'empty' } | { kind: 'error'; reason: 'timeout' | 'aborted' | 'network' | 'http' | 'invalid'; detail: string };

export interface SendOptions {
  endpoint?: string;
  /** §9: 60 s */
  timeoutMs?: number;
  /** aborts the request from outside (a new chat, leaving the page) */
  signal?: AbortSignal;
  fetch?: typeof globalThis.fetch;
}

export const CHAT_TIMEOUT_MS = 60_000;

/** One webhook round trip; never throws: every failure is a ChatResult the flow turns into the §8 error reply. */
export async function sendChat(request: ChatRequest, options: SendOptions = {}): Promise<ChatResult> {
  const { endpoint = '/chat-webhook', timeoutMs = CHAT_TIMEOUT_MS, signal, fetch = globalThis.fetch } = options;
  const controller = new AbortController();
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    controller.abort();
  }, timeoutMs);
  const forward = () => controller.abort();
  signal?.addEventListener('abort', forward, { once: true });
  if (signal?.aborted) controller.abort();
  const headers: Record<string, string> = { accept: 'application/json' };
  if (request.auth.mode === 'authenticated') headers.authorization = `Bearer ${request.auth.token}`;
  try {
    const response = await fetch(endpoint, { method: 'POST', body: buildChatForm(request), headers, signal: controller.signal });
    if (!response.ok) return { kind: 'error', reason: 'http', detail: `HTTP ${response.status}` };
    let body: unknown;
    try {
      body = await response.json();
    } catch (error) {
      if (controller.signal.aborted) throw error;
      return { kind: 'error', reason: 'invalid', detail: 'response is not JSON' };
    }
    const reply = readReply(body, request.language);
    return reply.text ? { kind: 'reply', reply } : { kind: 'empty' };
  } catch (error) {
    if (timedOut) return { kind: 'error', reason: 'timeout', detail: `no answer within ${timeoutMs} ms` };
    if (controller.signal.aborted) return { kind: 'error', reason: 'aborted', detail: 'aborted' };
    return { kind: 'error', reason: 'network', detail: error instanceof Error ? error.message : String(error) };
  } finally {
    clearTimeout(timer);
    signal?.removeEventListener('abort', forward);
  }
}
