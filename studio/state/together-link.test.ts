import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { PresenceAnswer, PresenceRequest } from '../../schemas/operator-api/presence.ts';
import { ApiError } from '../api/errors.ts';
import { linkTogether, PRESENCE_RETRY_MS } from './together-link.ts';
import { studioSetup } from './test-support.ts';

/** The browser's EventSource as far as the link uses it: a test opens it and sends it events. */
class FakeEventSource {
  static last: FakeEventSource | null = null;
  readonly listeners = new Map<string, ((event: MessageEvent<string>) => void)[]>();
  closed = false;
  constructor(readonly url: string) {
    FakeEventSource.last = this;
  }
  addEventListener(type: string, listener: (event: MessageEvent<string>) => void) {
    this.listeners.set(type, [...(this.listeners.get(type) ?? []), listener]);
  }
  emit(type: string, data = '') {
    for (const listener of this.listeners.get(type) ?? []) listener(new MessageEvent(type, { data }));
  }
  close() {
    this.closed = true;
  }
}

/** A store whose presence reports wait for the test to answer them, in the order they were sent. */
function heldReports() {
  const sent: PresenceRequest[] = [];
  const waiting: { answer: () => void; fail: () => void }[] = [];
  const setup = studioSetup('ed', (api) => ({
    ...api,
    presence: (body) => {
      sent.push(body);
      return new Promise<PresenceAnswer>((resolve, reject) =>
        waiting.push({
          answer: () => resolve({ ok: true, expiresAt: '2027-01-15T08:00:30.000Z' }),
          fail: () => reject(new ApiError(503, 'unavailable', 'the store is busy')),
        }),
      );
    },
  }));
  return { ...setup, sent, waiting };
}

const presenceCalls = (calls: readonly string[]) => calls.filter((c) => c === 'POST /api/presence').length;

describe('linkTogether', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.stubGlobal('EventSource', FakeEventSource);
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('reports the tab when its stream opens, and shows the others the stream names', async () => {
    const { server, store, login } = studioSetup();
    await login();
    const stop = linkTogether(store, 'tab-1');
    FakeEventSource.last!.emit('open');
    await vi.advanceTimersByTimeAsync(0);
    expect(presenceCalls(server.calls)).toBe(1);
    FakeEventSource.last!.emit('presence', JSON.stringify({ items: [{ account: 'ben', tab: 'tab-2', template: 'casino1' }] }));
    expect(store.getState().others.map((o) => o.account)).toEqual(['ben']);
    stop();
    expect(FakeEventSource.last!.closed).toBe(true);
  });

  it('sends a report that failed again after a pause, though nothing in the tab changes', async () => {
    const { server, store, login } = studioSetup();
    await login();
    linkTogether(store, 'tab-1');
    server.failWith = new ApiError(503, 'unavailable', 'the store is busy');
    FakeEventSource.last!.emit('open');
    await vi.advanceTimersByTimeAsync(0);
    expect(presenceCalls(server.calls)).toBe(1);
    server.failWith = null;
    await vi.advanceTimersByTimeAsync(PRESENCE_RETRY_MS - 1);
    expect(presenceCalls(server.calls)).toBe(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(presenceCalls(server.calls)).toBe(2);
    // it succeeded: no more reports until something changes
    await vi.advanceTimersByTimeAsync(PRESENCE_RETRY_MS * 3);
    expect(presenceCalls(server.calls)).toBe(2);
  });

  it('stops retrying once the tab is closed', async () => {
    const { server, store, login } = studioSetup();
    await login();
    const stop = linkTogether(store, 'tab-1');
    server.failWith = new ApiError(503, 'unavailable', 'the store is busy');
    FakeEventSource.last!.emit('open');
    await vi.advanceTimersByTimeAsync(0);
    stop();
    server.failWith = null;
    await vi.advanceTimersByTimeAsync(PRESENCE_RETRY_MS * 2);
    expect(presenceCalls(server.calls)).toBe(1);
  });

  it('sends one report at a time: what changed while one was on the way is sent after its answer, so the newest lands last', async () => {
    const { store, login, sent, waiting } = heldReports();
    await login();
    linkTogether(store, 'tab-1');
    FakeEventSource.last!.emit('open');
    await vi.advanceTimersByTimeAsync(0);
    expect(sent).toHaveLength(1);
    expect(sent[0]!.template).toBeUndefined();
    await store.getState().selectTemplate('casino1', 'home');
    store.getState().selectNode('hot');
    await vi.advanceTimersByTimeAsync(0);
    // a second report now could reach the server before the first, which would then undo it
    expect(sent).toHaveLength(1);
    waiting[0]!.answer();
    await vi.advanceTimersByTimeAsync(0);
    expect(sent).toHaveLength(2);
    expect(sent[1]).toMatchObject({ tab: 'tab-1', template: 'casino1', node: 'home hot' });
    waiting[1]!.answer();
    await vi.advanceTimersByTimeAsync(PRESENCE_RETRY_MS * 2);
    expect(sent).toHaveLength(2);
  });

  it('sends the newest presence at once when the report on the way failed and something changed meanwhile', async () => {
    const { store, login, sent, waiting } = heldReports();
    await login();
    linkTogether(store, 'tab-1');
    FakeEventSource.last!.emit('open');
    await vi.advanceTimersByTimeAsync(0);
    await store.getState().selectTemplate('casino1', 'home');
    waiting[0]!.fail();
    await vi.advanceTimersByTimeAsync(0);
    expect(sent).toHaveLength(2);
    expect(sent[1]).toMatchObject({ template: 'casino1' });
    waiting[1]!.answer();
    await vi.advanceTimersByTimeAsync(PRESENCE_RETRY_MS * 2);
    expect(sent).toHaveLength(2);
  });

  it('a stream that opens again while a report is on the way reports again after it', async () => {
    const { store, login, sent, waiting } = heldReports();
    await login();
    linkTogether(store, 'tab-1');
    FakeEventSource.last!.emit('open');
    await vi.advanceTimersByTimeAsync(0);
    // the server forgot this tab when its stream closed; the report on the way may have landed before that
    FakeEventSource.last!.emit('open');
    waiting[0]!.answer();
    await vi.advanceTimersByTimeAsync(0);
    expect(sent).toHaveLength(2);
    expect(sent[1]).toEqual(sent[0]);
  });

  it('a closed tab reports nothing more, though a report on the way fails', async () => {
    const { store, login, sent, waiting } = heldReports();
    await login();
    const stop = linkTogether(store, 'tab-1');
    FakeEventSource.last!.emit('open');
    await vi.advanceTimersByTimeAsync(0);
    stop();
    waiting[0]!.fail();
    await vi.advanceTimersByTimeAsync(PRESENCE_RETRY_MS * 2);
    expect(sent).toHaveLength(1);
  });
});
