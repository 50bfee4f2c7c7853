import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestBackend, type TestBackend } from '../../tools/demo-backend/test-support.ts';
import { buildChatForm, chatAuthOf, readReply, sendChat, systemPrompt, type ChatRequest } from './webhook.ts';

const request = (over: Partial<ChatRequest> = {}): ChatRequest => ({
  content: 'How do I make a deposit?',
  operation: '',
  sessionId: 'u-1:s-1',
  language: 'en',
  site: { domain_name: 'casino1.localhost', external_id: 'ext-casino1' },
  auth: { mode: 'public' },
  assistantName: 'Aria',
  siteName: 'Casino One',
  ...over,
});

type Captured = { url: string; init: RequestInit };
function fakeFetch(respond: (init: RequestInit) => Promise<Response>): { fetch: typeof globalThis.fetch; calls: Captured[] } {
  const calls: Captured[] = [];
  const fetch = (async (input: RequestInfo | URL, init: RequestInit = {}) => {
    calls.push({ url: String(input), init });
    return respond(init);
  }) as typeof globalThis.fetch;
  return { fetch, calls };
}

const json = (body: unknown, status = 200) => Promise.resolve(new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } }));

describe('chatAuthOf', () => {
  it('is public without a token and authenticated with one', () => {
    expect(chatAuthOf('', undefined)).toEqual({ mode: 'public' });
    expect(chatAuthOf('tok', 'demo')).toEqual({ mode: 'authenticated', token: 'tok', accountId: 'demo' });
  });
});

describe('buildChatForm', () => {
  it('sends data = [user entry with every parameter, then the system prompt] and the image', async () => {
    const image = new File([new Uint8Array(10)], 'shot.png', { type: 'image/png' });
    const form = buildChatForm(request({ auth: { mode: 'authenticated', token: 'tok', accountId: 'demo' }, operation: 'balance', image }));
    const data = JSON.parse(String(form.get('data'))) as { role: string; content: string; parameters?: Record<string, string> }[];
    expect(data[0]).toEqual({
      role: 'user',
      content: 'How do I make a deposit?',
      parameters: {
        session_id: 'u-1:s-1',
        account_id: 'demo',
        auth_token: 'tok',
        domain_name: 'casino1.localhost',
        external_id: 'ext-casino1',
        operation: 'balance',
        language: 'en',
      },
    });
    expect(data.slice(1).every((e) => e.role === 'system')).toBe(true);
    const file = form.get('image');
    expect(file).toBeInstanceOf(File);
    expect((file as File).name).toBe('shot.png');
  });

  it('leaves the credentials empty in public mode', () => {
    const data = JSON.parse(String(buildChatForm(request()).get('data'))) as { parameters?: Record<string, string> }[];
    expect(data[0]?.parameters?.account_id).toBe('');
    expect(data[0]?.parameters?.auth_token).toBe('');
  });
});

describe('systemPrompt', () => {
  it('states the §7 login and language rules, the §9 reply languages and the 0.80 threshold', () => {
    const text = systemPrompt('Aria', 'Casino One')
      .map((e) => e.content)
      .join('\n');
    expect(text).toContain('"Please login to continue."');
    for (const status of ['authRequired', 'accountIdRequired', 'invalidAuth']) expect(text).toContain(status);
    expect(text).toContain('"Sorry, your language is not supported."');
    expect(text).toContain('en, cn, esp, rus, vi, ms, ne, ct');
    expect(text).toContain('0.80');
    expect(text).toContain('Aria');
  });
});

describe('readReply', () => {
  const body = [{ type: 'meta' }, { output: { en: 'Hello', cn: '你好' }, suggestions: { en: ['a', { c: 'B', o: 'b' }, 42], cn: ['甲'] } }];
  it('reads the last item in the requested language', () => {
    expect(readReply(body, 'cn')).toEqual({ text: '你好', suggestions: ['甲'] });
  });
  it('falls back to English and drops malformed suggestions', () => {
    expect(readReply(body, 'vi')).toEqual({ text: 'Hello', suggestions: ['a', { c: 'B', o: 'b' }] });
  });
  it('accepts a plain string output and reads anything else as empty', () => {
    expect(readReply({ output: ' Hi ' }, 'en')).toEqual({ text: 'Hi', suggestions: [] });
    expect(readReply([], 'en').text).toBe('');
    expect(readReply('nope', 'en').text).toBe('');
    expect(readReply([{ output: { en: 5 } }], 'en').text).toBe('');
  });
});

describe('sendChat', () => {
  it('posts multipart to /chat-webhook with a bearer header only when authenticated', async () => {
    const { fetch, calls } = fakeFetch(() => json([{ output: { en: 'ok' } }]));
    await sendChat(request(), { fetch });
    await sendChat(request({ auth: { mode: 'authenticated', token: 'tok', accountId: 'demo' } }), { fetch });
    expect(calls[0]?.url).toBe('/chat-webhook');
    expect(calls[0]?.init.method).toBe('POST');
    expect(calls[0]?.init.body).toBeInstanceOf(FormData);
    expect((calls[0]?.init.headers as Record<string, string>).authorization).toBeUndefined();
    expect((calls[1]?.init.headers as Record<string, string>).authorization).toBe('Bearer tok');
  });

  it('tells a reply, an empty reply and failures apart', async () => {
    expect(await sendChat(request(), { fetch: fakeFetch(() => json([{ output: { en: 'Hi' }, suggestions: { en: ['x'] } }])).fetch })).toEqual({
      kind: 'reply',
      reply: { text: 'Hi', suggestions: ['x'] },
    });
    expect(await sendChat(request(), { fetch: fakeFetch(() => json([{ output: { en: '  ' } }])).fetch })).toEqual({ kind: 'empty' });
    expect((await sendChat(request(), { fetch: fakeFetch(() => json({ statusCode: -500 }, 500)).fetch })).kind).toBe('error');
    expect(await sendChat(request(), { fetch: fakeFetch(() => Promise.resolve(new Response('<html>'))).fetch })).toMatchObject({
      kind: 'error',
      reason: 'invalid',
    });
    expect(await sendChat(request(), { fetch: fakeFetch(() => Promise.reject(new TypeError('Failed to fetch'))).fetch })).toMatchObject({
      kind: 'error',
      reason: 'network',
    });
  });

  it('aborts a webhook that never answers after the timeout', async () => {
    const hanging = fakeFetch(
      (init) =>
        new Promise<Response>((_, reject) => {
          init.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')));
        }),
    );
    const started = Date.now();
    const result = await sendChat(request(), { fetch: hanging.fetch, timeoutMs: 50 });
    expect(result).toMatchObject({ kind: 'error', reason: 'timeout' });
    expect(Date.now() - started).toBeLessThan(2_000);
    expect(hanging.calls[0]?.init.signal?.aborted).toBe(true);
  });

  it('stops when the caller aborts (a new chat)', async () => {
    const hanging = fakeFetch(
      (init) =>
        new Promise<Response>((_, reject) => {
          init.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')));
        }),
    );
    const controller = new AbortController();
    const pending = sendChat(request(), { fetch: hanging.fetch, signal: controller.signal });
    controller.abort();
    expect(await pending).toMatchObject({ kind: 'error', reason: 'aborted' });
  });
});

describe('against the demo backend stand-in', () => {
  let t: TestBackend;
  beforeAll(async () => {
    t = await startTestBackend({ chatSlowMs: 5_000 });
  });
  afterAll(() => t.dispose());
  // Like a real fetch, an abort rejects at once, whatever the server does with its end of the request.
  // The front server names the site the player called (x-forwarded-host): tokens are honoured only there.
  const viaStandIn = (): typeof globalThis.fetch =>
    ((_: RequestInfo | URL, init: RequestInit = {}) =>
      new Promise<Response>((resolve, reject) => {
        init.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')));
        const headers = new Headers(init.headers);
        headers.set('x-forwarded-host', 'casino1.localhost');
        t.raw('/api/demo/chat-webhook', { ...init, headers }).then(resolve, reject);
      })) as typeof globalThis.fetch;

  it('gets an FAQ answer with suggestions in the site language', async () => {
    const result = await sendChat(request({ language: 'cn' }), { fetch: viaStandIn() });
    expect(result.kind).toBe('reply');
    if (result.kind !== 'reply') return;
    expect(result.reply.text).toContain('存款');
    expect(result.reply.suggestions.length).toBeGreaterThan(0);
  });

  it('reads the balance with the bearer token of a signed-in player', async () => {
    const { auth, account_id } = await t.login('casino1');
    const result = await sendChat(request({ content: 'Check balance', operation: 'balance', auth: chatAuthOf(auth, account_id) }), { fetch: viaStandIn() });
    expect(result.kind === 'reply' && result.reply.text).toContain('12,345.678');
    const guest = await sendChat(request({ content: 'Check balance', operation: 'balance' }), { fetch: viaStandIn() });
    expect(guest.kind === 'reply' && guest.reply.text).toBe('Please login to continue.');
  });

  it('sends a 1 MB image along', async () => {
    const image = new File([new Uint8Array(1024 * 1024)], 'one.png', { type: 'image/png' });
    const result = await sendChat(request({ image }), { fetch: viaStandIn() });
    expect(result.kind === 'reply' && result.reply.text).toContain('1024 KB');
  });

  it('times out on the slow hook', async () => {
    const result = await sendChat(request({ content: '__slow__' }), { fetch: viaStandIn(), timeoutMs: 100 });
    expect(result).toMatchObject({ kind: 'error', reason: 'timeout' });
  });
});
