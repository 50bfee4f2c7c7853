/**
 * Issue 26 with one server process (WEB_CONCURRENCY=1): a webhook that stalls must not end it, and
 * when the process does die (kill -9 stands for any fatal error) the product's own supervisor starts
 * a new one.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call } from '../security/server.ts';
import { logEvents, nextEvent } from '../security/log-records.ts';
import { CACHED_PAGE, startFleet, warm, type Fleet } from './fleet.ts';
import { exchange, requestText, sleep, statuses, watch } from './raw-http.ts';

const CHAT_TIMEOUT_MS = 2_000;
let fleet: Fleet;
let port: number;

beforeAll(async () => {
  fleet = await startFleet((proxyUrl) => ({
    WEB_CONCURRENCY: '1',
    CHAT_WEBHOOK_URL: `${proxyUrl}/webhook`,
    CHAT_TIMEOUT_MS: String(CHAT_TIMEOUT_MS),
  }));
  port = fleet.server.port;
  await warm(port);
}, 120_000);
afterAll(() => fleet?.close());

const workerPid = async () => Number((await call(port, '/healthz')).headers['x-worker-pid']);

/** A chat message as the browser posts it: multipart, to our own /chat-webhook. */
function chatPost(): string {
  const body = ['--x', 'Content-Disposition: form-data; name="message"', '', 'hello', '--x--', ''].join('\r\n');
  return [
    'POST /chat-webhook HTTP/1.1',
    `Host: casino1.localhost:${port}`,
    'Content-Type: multipart/form-data; boundary=x',
    `Content-Length: ${Buffer.byteLength(body)}`,
    '',
    body,
  ].join('\r\n');
}

describe('one process', () => {
  it('webhook answers that stall mid-body are cut at the chat budget, and the process keeps serving', async () => {
    await fleet.faults([{ path: '^/webhook', mode: 'stall', delayMs: 200 }]);
    const pid = await workerPid();
    const seen = watch(port, { path: CACHED_PAGE.path, host: `${CACHED_PAGE.key}.localhost:${port}` });
    const answers = await Promise.all(Array.from({ length: 10 }, () => exchange(port, chatPost(), 10_000)));
    await sleep(500);
    const during = await seen.stop();
    console.info(`stalled webhook: /healthz max ${during.healthzMaxMs.toFixed(1)} ms; cached page p99 ${during.pageP99Ms.toFixed(1)} ms`);
    for (const answer of answers) {
      expect(statuses(answer.raw)).toEqual([200]);
      expect(answer.closedByServer).toBe(true);
      expect(answer.ms).toBeGreaterThan(CHAT_TIMEOUT_MS - 100);
      expect(answer.ms).toBeLessThan(CHAT_TIMEOUT_MS + 2_000);
    }
    expect(during.failures).toEqual([]);
    expect(during.healthzMaxMs).toBeLessThan(1_000);
    expect(during.pageP99Ms).toBeLessThan(100);
    expect(await workerPid()).toBe(pid);
    expect(logEvents(fleet.server.output(), 'worker.died')).toEqual([]);
    await fleet.faults([]);
  }, 30_000);

  it('a server process that dies is replaced by the supervisor, which keeps the port', async () => {
    const pid = await workerPid();
    process.kill(pid, 'SIGKILL');
    const started = performance.now();
    let answered = 0;
    for (let i = 0; i < 150 && !answered; i++) {
      await sleep(100);
      const reply = await exchange(port, requestText('GET', '/healthz', `casino1.localhost:${port}`, { headers: ['Connection: close'] }), 1_000);
      if (statuses(reply.raw)[0] === 200) answered = performance.now() - started;
    }
    console.info(`a new server process answered ${answered.toFixed(0)} ms after kill -9`);
    expect(answered).toBeGreaterThan(0);
    expect(answered).toBeLessThan(15_000);
    expect(await workerPid()).not.toBe(pid);
    expect(await nextEvent(fleet.server.output, 'worker.died', (record) => record['workerPid'] === pid)).toMatchObject({ signal: 'SIGKILL', restarting: true });
    expect((await call(port, CACHED_PAGE.path, { host: `${CACHED_PAGE.key}.localhost:${port}` })).status).toBe(200);
  }, 30_000);
});
