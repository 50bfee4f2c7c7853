import { setTimeout as sleep } from 'node:timers/promises';
import { requireSession } from '../auth/sessions.ts';
import { ACTIONS, CHAT_LANGUAGES, type ChatLanguage, chatLanguage, fill, TEXT } from '../chat/replies.ts';
import { SIMILARITY_THRESHOLD, TfIdfIndex } from '../chat/similarity.ts';
import type { Context } from '../context.ts';
import { asRow, asRows, num, text } from '../db/row.ts';
import { errorResponse, jsonResponse, type Json, type JsonObject } from '../http/json-response.ts';
import { MULTIPART_BODY_LIMIT, readBodyBytes } from '../http/read-body.ts';
import type { RawRoute } from '../http/route.ts';
import { findSiteByDomain, type SiteRecord } from '../store/sites.ts';

export const CHAT_IMAGE_LIMIT = 2 * 1024 * 1024;

type Suggestion = string | { c: string; o: string };
type PerLanguage<T> = Partial<Record<ChatLanguage, T>> & { en: T };

interface ChatRequest {
  content: string;
  session_id: string;
  account_id: string;
  auth_token: string;
  domain_name: string;
  external_id: string;
  operation: string;
  language: string;
  image: File | null;
  bearer: string;
}

interface Reply {
  output: PerLanguage<string>;
  suggestions: PerLanguage<Suggestion[]>;
  matched?: string | null;
  score?: number;
}

class ChatInputError extends Error {}

function str(record: Record<string, unknown>, key: string): string {
  const value = record[key];
  if (value === undefined || value === null) return '';
  if (typeof value !== 'string') throw new ChatInputError(`data[0].parameters.${key} must be a string`);
  return value;
}

/**
 * A chat message is a question typed by a player: 4,000 characters is far above any real one, and keeps
 * tokenising and ranking it well under a millisecond (a 2.9 MB message once blocked the loop for 0.8 s).
 */
export const CHAT_MESSAGE_LIMIT = 4_000;
/** The data list holds the message plus a few system-prompt entries. */
const CHAT_DATA_LIMIT = 64 * 1024;

function parseData(raw: string): { content: string; parameters: Record<string, unknown> } {
  if (raw.length > CHAT_DATA_LIMIT) throw new ChatInputError(`Field "data" is longer than ${CHAT_DATA_LIMIT} characters`);
  let data: unknown;
  try {
    data = JSON.parse(raw);
  } catch (error) {
    throw new ChatInputError(`Field "data" is not valid JSON: ${error instanceof Error ? error.message : String(error)}`);
  }
  if (!Array.isArray(data) || data.length === 0) throw new ChatInputError('Field "data" must be a non-empty JSON list');
  const first: unknown = data[0];
  if (typeof first !== 'object' || first === null || Array.isArray(first)) throw new ChatInputError('data[0] must be an object');
  const entry = first as Record<string, unknown>;
  if (entry.role !== 'user') throw new ChatInputError('data[0].role must be "user"');
  if (typeof entry.content !== 'string') throw new ChatInputError('data[0].content must be a string');
  if (entry.content.length > CHAT_MESSAGE_LIMIT) throw new ChatInputError(`data[0].content is longer than ${CHAT_MESSAGE_LIMIT} characters`);
  const parameters = entry.parameters ?? {};
  if (typeof parameters !== 'object' || parameters === null || Array.isArray(parameters)) throw new ChatInputError('data[0].parameters must be an object');
  return { content: entry.content, parameters: parameters as Record<string, unknown> };
}

function everyLanguage(texts: Partial<Record<ChatLanguage, string>> & { en: string }, values: Record<string, string | number> = {}): PerLanguage<string> {
  const out: PerLanguage<string> = { en: fill(texts.en, values) };
  for (const lang of CHAT_LANGUAGES) {
    const template = texts[lang];
    if (template) out[lang] = fill(template, values);
  }
  return out;
}

function actionSuggestions(...operations: (keyof typeof ACTIONS)[]): PerLanguage<Suggestion[]> {
  const out: PerLanguage<Suggestion[]> = { en: [] };
  for (const lang of CHAT_LANGUAGES) out[lang] = operations.map((o) => ({ c: ACTIONS[o][lang], o }));
  return out;
}

interface FaqRow {
  key: string;
  question: string;
  answer: string;
}

/** FAQ questions and answers of a site by language, loaded once per site. */
function faqsOf(ctx: Context, site: SiteRecord): Map<string, FaqRow[]> {
  const byLanguage = new Map<string, FaqRow[]>();
  for (const row of asRows(ctx.sql('SELECT faq_key, language, question, answer FROM faqs WHERE site_id = ? ORDER BY rowid').all(site.id))) {
    const lang = text(row, 'language');
    byLanguage.set(lang, [...(byLanguage.get(lang) ?? []), { key: text(row, 'faq_key'), question: text(row, 'question'), answer: text(row, 'answer') }]);
  }
  return byLanguage;
}

const indexes = new WeakMap<Context, Map<string, TfIdfIndex<string>>>();

function faqIndex(ctx: Context, siteId: number, language: string, rows: FaqRow[]): TfIdfIndex<string> {
  let perContext = indexes.get(ctx);
  if (!perContext) indexes.set(ctx, (perContext = new Map()));
  const key = `${siteId}:${language}`;
  let index = perContext.get(key);
  if (!index) perContext.set(key, (index = new TfIdfIndex(rows.map((r) => ({ item: r.key, text: r.question })))));
  return index;
}

function answerFromFaq(ctx: Context, site: SiteRecord, language: ChatLanguage, content: string): Reply {
  const faqs = faqsOf(ctx, site);
  const local = faqs.get(language) ?? [];
  const english = faqs.get('en') ?? [];
  // Players often type English on a local-language site, so both indexes are asked and the better match wins.
  const best = [faqIndex(ctx, site.id, language, local).rank(content)[0], faqIndex(ctx, site.id, 'en', english).rank(content)[0]]
    .filter((m) => m !== undefined)
    .sort((a, b) => b.score - a.score)[0];
  const questions = (lang: ChatLanguage, keys: string[]): string[] =>
    keys.map((k) => (faqs.get(lang) ?? english).find((f) => f.key === k)?.question).filter((q): q is string => q !== undefined);
  const ranked = faqIndex(ctx, site.id, language, local)
    .rank(content)
    .map((m) => m.item);
  if (best && best.score >= SIMILARITY_THRESHOLD) {
    const output: PerLanguage<string> = { en: english.find((f) => f.key === best.item)?.answer ?? '' };
    const suggestions: PerLanguage<Suggestion[]> = { en: [] };
    const others = ranked.filter((k) => k !== best.item).slice(0, 2);
    for (const lang of CHAT_LANGUAGES) {
      const answer = faqs.get(lang)?.find((f) => f.key === best.item)?.answer;
      if (answer) output[lang] = answer;
      suggestions[lang] = [...questions(lang, others), { c: ACTIONS.balance[lang], o: 'balance' }];
    }
    return { output, suggestions, matched: best.item, score: round(best.score) };
  }
  const top = ranked.slice(0, 3);
  const suggestions: PerLanguage<Suggestion[]> = { en: [] };
  for (const lang of CHAT_LANGUAGES) suggestions[lang] = [...questions(lang, top), { c: ACTIONS.balance[lang], o: 'balance' }];
  return { output: everyLanguage(TEXT.fallback), suggestions, matched: null, score: round(best?.score ?? 0) };
}

function round(score: number): number {
  return Math.round(score * 1000) / 1000;
}

function operationReply(ctx: Context, input: ChatRequest): Reply {
  if (input.operation === 'login') return { output: everyLanguage(TEXT.loginRequired), suggestions: actionSuggestions('login') };
  if (input.operation !== 'balance' && input.operation !== 'inbox')
    return { output: everyLanguage(TEXT.unknownOperation), suggestions: actionSuggestions('balance') };
  const session = requireSession(ctx, input.auth_token || input.bearer || undefined, input.account_id || undefined);
  // §7: authRequired / accountIdRequired / invalidAuth (and an expired session) all read "Please login to continue."
  if (session.failure) return { output: everyLanguage(TEXT.loginRequired), suggestions: actionSuggestions('login') };
  if (input.operation === 'balance') {
    const format = (n: number) => n.toLocaleString('en-US', { maximumFractionDigits: 3 });
    return {
      output: everyLanguage(TEXT.balance, { balance: format(session.user.game_balance), tokens: format(session.user.token_balance) }),
      suggestions: actionSuggestions('inbox'),
    };
  }
  const unread = num(asRow(ctx.sql('SELECT COUNT(*) AS n FROM inbox WHERE user_id = ? AND is_read = 0').get(session.user.id)), 'n');
  return { output: everyLanguage(TEXT.inbox, { count: unread }), suggestions: actionSuggestions('balance') };
}

const XSS_REPLY = 'Here is a test payload: <img src=x onerror=alert(1)> and a [x](javascript:alert(1)) link.';

function answer(ctx: Context, input: ChatRequest, language: ChatLanguage): Reply {
  if (input.content.includes('__xss__'))
    return { output: { en: XSS_REPLY, [language]: XSS_REPLY }, suggestions: { en: ['__xss__', { c: '<b>bold</b>', o: 'javascript:alert(1)' }] } };
  let reply: Reply;
  if (input.operation) reply = operationReply(ctx, input);
  else {
    const site = findSiteByDomain(ctx, input.domain_name);
    reply = site ? answerFromFaq(ctx, site, language, input.content) : { output: everyLanguage(TEXT.fallback), suggestions: actionSuggestions('balance') };
  }
  if (input.image) {
    const note = everyLanguage(TEXT.image, { size: Math.ceil(input.image.size / 1024) });
    for (const lang of CHAT_LANGUAGES) if (reply.output[lang] && note[lang]) reply.output[lang] = `${note[lang]}\n\n${reply.output[lang]}`;
  }
  return reply;
}

function toJson(reply: Reply): JsonObject {
  return { output: reply.output as Json, suggestions: reply.suggestions as Json };
}

async function readChatRequest(request: Request): Promise<ChatRequest> {
  const contentType = request.headers.get('content-type') ?? '';
  if (!/^multipart\/form-data/i.test(contentType)) throw new ChatInputError('Expected multipart/form-data with a "data" field');
  const bytes = await readBodyBytes(request, MULTIPART_BODY_LIMIT);
  let form: FormData;
  try {
    form = await new Response(new Blob([bytes]), { headers: { 'content-type': contentType } }).formData();
  } catch (error) {
    throw new ChatInputError(`Malformed multipart body: ${error instanceof Error ? error.message : String(error)}`);
  }
  const data = form.get('data');
  if (typeof data !== 'string') throw new ChatInputError('Missing multipart field "data" (a JSON list)');
  const { content, parameters } = parseData(data);
  const image = form.get('image');
  if (typeof image === 'string') throw new ChatInputError('Field "image" must be a file');
  const bearer = /^Bearer\s+(\S+)$/i.exec(request.headers.get('authorization') ?? '')?.[1] ?? '';
  return {
    content: content.trim(),
    session_id: str(parameters, 'session_id'),
    account_id: str(parameters, 'account_id'),
    auth_token: str(parameters, 'auth_token'),
    domain_name: str(parameters, 'domain_name'),
    external_id: str(parameters, 'external_id'),
    operation: str(parameters, 'operation').trim().toLowerCase(),
    language: str(parameters, 'language') || 'en',
    image,
    bearer,
  };
}

async function handleChat(ctx: Context, request: Request): Promise<Response> {
  let input: ChatRequest;
  try {
    input = await readChatRequest(request);
  } catch (error) {
    if (error instanceof ChatInputError) return errorResponse(400, 'invalidRequest', error.message);
    throw error;
  }
  if (input.image) {
    if (!input.image.type.startsWith('image/'))
      return errorResponse(415, 'invalidImage', `The image must be an image/* file, got "${input.image.type || 'unknown'}"`);
    if (input.image.size > CHAT_IMAGE_LIMIT) return errorResponse(413, 'imageTooLarge', 'File too large! Maximum allowed is 2 MB.');
  }
  const meta = { type: 'meta', session_id: input.session_id, language: input.language, operation: input.operation };
  const language = chatLanguage(input.language);
  if (!language) return jsonResponse([meta, toJson({ output: everyLanguage(TEXT.unsupported), suggestions: { en: [] } })]);
  if (input.content.includes('__slow__')) {
    // Deliberately outside the budget below: this hook exists to let the front end see its own 60 s timeout fire.
    await sleep(ctx.chatSlowMs, undefined, { signal: request.signal }).catch((error: unknown) => {
      if (!(error instanceof Error && error.name === 'AbortError')) throw error;
    });
  }
  if (!input.content && !input.image && !input.operation)
    return jsonResponse([meta, toJson({ output: everyLanguage(TEXT.fallback), suggestions: actionSuggestions('balance') })]);
  const budget = new AbortController();
  const timeout = sleep(ctx.chatBudgetMs, 'timeout' as const, { signal: budget.signal }).catch(() => 'cancelled' as const);
  const work = Promise.resolve().then(() => answer(ctx, input, language));
  const reply = await Promise.race([work, timeout]);
  budget.abort();
  if (reply === 'timeout' || reply === 'cancelled') return jsonResponse([meta, toJson({ output: everyLanguage(TEXT.timeout), suggestions: { en: [] } })]);
  return jsonResponse([{ ...meta, matched: reply.matched ?? null, score: reply.score ?? null }, toJson(reply)]);
}

export const chatRoutes: Record<string, RawRoute> = {
  '/api/demo/chat-webhook': { method: 'POST', kind: 'raw', run: handleChat },
};
