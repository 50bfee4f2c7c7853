import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
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
});
