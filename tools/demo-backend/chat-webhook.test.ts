import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestBackend, type TestBackend } from './test-support.ts';

let t: TestBackend;
beforeAll(async () => {
  t = await startTestBackend({ chatSlowMs: 150 });
});
afterAll(() => t.dispose());

type Obj = Record<string, unknown>;
interface Reply {
  output: Record<string, string>;
  suggestions: Record<string, (string | { c: string; o: string })[]>;
}

function form(content: string, parameters: Obj = {}, image?: Blob): FormData {
  const data = [
    {
      role: 'user',
      content,
      parameters: {
        session_id: 's-1',
        account_id: '',
        auth_token: '',
        domain_name: 'casino1.localhost',
        external_id: 'ext-casino1',
        operation: '',
        language: 'en',
        ...parameters,
      },
    },
    { role: 'system', content: 'You are a helpful assistant.' },
  ];
  const body = new FormData();
  body.set('data', JSON.stringify(data));
  if (image) body.set('image', image, 'picture.png');
  return body;
}

async function chat(body: FormData, headers: Record<string, string> = {}): Promise<{ status: number; list: Obj[]; reply: Reply }> {
  // the front server names the site the player called; the session check needs it
  const response = await t.raw('/api/demo/chat-webhook', { method: 'POST', body, headers: { 'x-forwarded-host': 'casino1.localhost', ...headers } });
  const json = (await response.json()) as Obj[] | Obj;
  const list = Array.isArray(json) ? json : [json];
  return { status: response.status, list, reply: list.at(-1) as unknown as Reply };
}

describe('POST /api/demo/chat-webhook', () => {
  it('answers an FAQ question confidently, in every reply language, with suggestions', async () => {
    const { status, reply, list } = await chat(form('How do I make a deposit?'));
    expect(status).toBe(200);
    expect(reply.output.en).toContain('**Deposit**');
    expect(reply.output.cn).toContain('存款');
    expect(Object.keys(reply.output).sort()).toEqual(['cn', 'ct', 'en', 'esp', 'ms', 'ne', 'rus', 'vi']);
    expect(reply.suggestions.en).toContainEqual({ c: 'Check balance', o: 'balance' });
    expect(reply.suggestions.en?.some((s) => typeof s === 'string')).toBe(true);
    expect(list[0]).toMatchObject({ matched: 'deposit' });
  });

  it('matches in the requested language, and falls back with suggestions below the 0.80 threshold', async () => {
    const zh = await chat(form('如何存款？', { language: 'cn' }));
    expect(zh.reply.output.cn).toContain('5分钟');
    const vague = await chat(form('deposit please'));
    expect(vague.list[0]).toMatchObject({ matched: null });
    expect(vague.reply.output.en).toContain('not sure');
    expect(vague.reply.suggestions.en?.[0]).toBe('How do I make a deposit?');
  });

  it('says "Please login to continue." for an operation without a valid session, and answers it with one', async () => {
    const anonymous = await chat(form('', { operation: 'balance' }));
    expect(anonymous.reply.output.en).toBe('Please login to continue.');
    const bad = await chat(form('', { operation: 'balance', account_id: 'demo', auth_token: 'nope' }));
    expect(bad.reply.output.en).toBe('Please login to continue.');
    const session = await t.login();
    const good = await chat(form('', { operation: 'balance', account_id: 'demo', auth_token: session.auth }));
    expect(good.reply.output.en).toContain('12,345.678');
    const bearer = await chat(form('', { operation: 'inbox', account_id: 'demo' }), { authorization: `Bearer ${session.auth}` });
    expect(bearer.reply.output.en).toContain('unread');
  });

  it('says "Sorry, your language is not supported." for other languages', async () => {
    const { reply } = await chat(form('Hello', { language: 'fr' }));
    expect(reply.output.en).toBe('Sorry, your language is not supported.');
  });

  it('accepts a small image and refuses non-images and images over 2 MB', async () => {
    const ok = await chat(form('How do I make a deposit?', {}, new Blob([new Uint8Array(2048)], { type: 'image/png' })));
    expect(ok.reply.output.en).toContain('I received your image (2 KB)');
    const text = await chat(form('hi', {}, new Blob(['plain'], { type: 'text/plain' })));
    expect(text.status).toBe(415);
    const huge = await chat(form('hi', {}, new Blob([new Uint8Array(2 * 1024 * 1024 + 1)], { type: 'image/png' })));
    expect(huge.status).toBe(413);
    expect(huge.list[0]).toMatchObject({ statusMessage: 'imageTooLarge' });
  });

  it('refuses bodies that are not the documented multipart', async () => {
    const json = await t.raw('/api/demo/chat-webhook', { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{}' });
    expect(json.status).toBe(400);
    const noData = new FormData();
    noData.set('other', 'x');
    expect((await chat(noData)).list[0]).toMatchObject({ statusMessage: 'invalidRequest', statusDetail: expect.stringContaining('"data"') });
    const badData = new FormData();
    badData.set('data', JSON.stringify([{ role: 'system', content: 'x' }]));
    expect((await chat(badData)).status).toBe(400);
  });

  it('has a slow hook for timeout tests and an XSS hook for sanitiser tests', async () => {
    const started = performance.now();
    await chat(form('__slow__ hello'));
    expect(performance.now() - started).toBeGreaterThanOrEqual(140);
    const { reply } = await chat(form('__xss__'));
    expect(reply.output.en).toContain('<img src=x onerror=alert(1)>');
    expect(reply.output.en).toContain('[x](javascript:alert(1))');
  });
});
