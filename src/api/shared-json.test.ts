import { afterEach, describe, expect, it, vi } from 'vitest';
import { fetchSharedJson, peekSharedJson, SHARED_JSON_MS } from './shared-json.ts';

afterEach(() => vi.unstubAllGlobals());

describe('shared JSON answers', () => {
  it('asks once for concurrent askers, then answers from memory synchronously until it is a minute old', async () => {
    const fetch = vi.fn(async () => Response.json({ n: 1 }));
    vi.stubGlobal('fetch', fetch);
    const url = '/__test/a';
    expect(peekSharedJson(url, 0)).toBeUndefined();
    const [a, b] = await Promise.all([fetchSharedJson(url, { priority: 'low' }, 0), fetchSharedJson(url, {}, 1)]);
    expect(a).toEqual({ n: 1 });
    expect(b).toBe(a);
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(fetch).toHaveBeenCalledWith(url, { priority: 'low', credentials: 'same-origin' });
    expect(peekSharedJson(url, 10)).toBe(a);
    expect(peekSharedJson(url, SHARED_JSON_MS + 1)).toBeUndefined();
  });

  it('keeps no failure: the next ask asks again', async () => {
    const fetch = vi.fn(async () => new Response('no', { status: 503 }));
    vi.stubGlobal('fetch', fetch);
    await expect(fetchSharedJson('/__test/b', {}, 0)).rejects.toThrow(/HTTP 503/);
    expect(peekSharedJson('/__test/b', 1)).toBeUndefined();
    fetch.mockImplementation(async () => Response.json([1]));
    expect(await fetchSharedJson('/__test/b', {}, 2)).toEqual([1]);
    expect(fetch).toHaveBeenCalledTimes(2);
  });

  it("lets go of a failure's body, unread", async () => {
    const cancel = vi.fn();
    const body = new ReadableStream({ start: (c) => c.enqueue(new TextEncoder().encode('{"statusCode":-503}')), cancel });
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response(body, { status: 503 })),
    );
    await expect(fetchSharedJson('/__test/c', {}, 0)).rejects.toThrow(/HTTP 503/);
    expect(cancel).toHaveBeenCalled();
  });
});
