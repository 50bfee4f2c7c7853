import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, call, startServer, upload, type TestServer } from './server.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startServer();
}, 90_000);
afterAll(() => server?.stop());

const MB = 1024 * 1024;

/**
 * The server's RSS once it stops moving: a fresh process on a busy machine may still be finishing its
 * start-up work (config set, watchers, lazily compiled code) when the first answer arrives, and that
 * growth is not the upload's (bounded: at most 5 s).
 */
async function settledRss(target: TestServer): Promise<number> {
  let last = target.rss();
  for (let i = 0; i < 20; i++) {
    await new Promise((r) => setTimeout(r, 250));
    const now = target.rss();
    if (Math.abs(now - last) < MB / 2) return now;
    last = now;
  }
  return last;
}

describe('bodies are bounded while they stream', () => {
  it('three concurrent 200 MB bodies to /api/startup: each 413 within 1 s, server RSS up by < 20 MB', async () => {
    // warm up: the first request loads code that a fresh process has not touched yet
    await api(server.port, '/api/startup', { domain_name: 'casino1.localhost' });
    // Two rounds, and the smaller growth counts: a server that buffered the bodies grows by hundreds of MB in
    // every round, while the first use of the refusal path (and a busy machine's GC timing) costs once.
    const growth: number[] = [];
    for (let round = 0; round < 2; round++) {
      const before = await settledRss(server);
      let peak = before;
      const sampler = setInterval(() => (peak = Math.max(peak, server.rss())), 20);
      const results = await Promise.all([0, 1, 2].map(() => upload(server.port, '/api/startup', 200 * MB)));
      clearInterval(sampler);
      peak = Math.max(peak, server.rss());
      for (const result of results) {
        expect(result.status).toBe(413);
        expect(result.ms).toBeLessThan(1_000);
      }
      growth.push(peak - before);
      console.info(`3 × 200 MB: 413 after ${results.map((r) => Math.round(r.ms)).join(', ')} ms; RSS +${((peak - before) / MB).toFixed(1)} MB`);
    }
    expect(Math.min(...growth)).toBeLessThan(20 * MB);
  });

  it('a chunked body is cut at the limit (1 MB for the API)', async () => {
    const before = await settledRss(server);
    const result = await upload(server.port, '/api/startup', 50 * MB, { chunked: true });
    expect(result.status).toBe(413);
    expect(result.ms).toBeLessThan(1_000);
    expect(result.sent).toBeLessThan(50 * MB);
    expect(server.rss() - before).toBeLessThan(20 * MB);
  });

  it('the 413 is JSON in the shape the client reads', async () => {
    const answer = await call(server.port, '/api/startup', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: `{"domain_name":"${'x'.repeat(MB)}"}`,
    });
    expect(answer.status).toBe(413);
    expect(JSON.parse(answer.body)).toMatchObject({ statusCode: -413, statusMessage: 'payloadTooLarge' });
  });

  it('a body just under the limit is read and answered', async () => {
    const padding = 'x'.repeat(MB - 200);
    const answer = await api(server.port, '/api/startup', { domain_name: 'casino1.localhost', padding });
    expect(answer.status).toBe(200);
    expect(answer.json.statusCode).toBe(1);
  });

  it('/chat-webhook takes up to 3 MB (one 2 MB image and its message), no more', async () => {
    const result = await upload(server.port, '/chat-webhook', 4 * MB);
    expect(result.status).toBe(413);
    const chunked = await upload(server.port, '/chat-webhook', 20 * MB, { chunked: true });
    expect(chunked.status).toBe(413);
  });
});

describe('the chat stand-in bounds what it reads', () => {
  const chat = (content: string) => {
    const boundary = 'b0undary';
    const data = JSON.stringify([
      {
        role: 'user',
        content,
        parameters: {
          session_id: 's',
          account_id: '',
          auth_token: '',
          domain_name: 'casino1.localhost',
          external_id: 'ext-casino1',
          operation: '',
          language: 'en',
        },
      },
    ]);
    const body = `--${boundary}\r\ncontent-disposition: form-data; name="data"\r\n\r\n${data}\r\n--${boundary}--\r\n`;
    return call(server.port, '/chat-webhook', { method: 'POST', headers: { 'content-type': `multipart/form-data; boundary=${boundary}` }, body });
  };

  it('refuses an over-long message at once, answers one of many distinct words (no spread of an unbounded array)', async () => {
    const long = await chat('word '.repeat(2_000));
    expect(long.status).toBe(400);
    expect(long.ms).toBeLessThan(500);
    const distinct = Array.from({ length: 600 }, (_, i) => `w${i.toString(36)}`).join(' ');
    const answer = await chat(distinct);
    expect(answer.status).toBe(200);
    expect(answer.ms).toBeLessThan(500);
  });
});
