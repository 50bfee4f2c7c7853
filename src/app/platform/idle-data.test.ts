// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { peekSharedJson } from '../../api/shared-json.ts';
import { prefetchIdleData } from './after-idle.ts';

afterEach(() => vi.unstubAllGlobals());

describe('prefetchIdleData', () => {
  it("fetches at low priority the answers the page's widgets name, on this site only, and keeps them for the widget", async () => {
    const fetch = vi.fn(async () => Response.json({ pages: 1 }));
    vi.stubGlobal('fetch', fetch);
    const root = document.createElement('div');
    root.innerHTML =
      '<section data-idle-fetch="/__lobby/first-pages?x=1"></section><p data-idle-fetch="//elsewhere.example/x"></p><p data-idle-fetch="https://elsewhere.example/y"></p>';
    prefetchIdleData(root);
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(fetch).toHaveBeenCalledWith('/__lobby/first-pages?x=1', { priority: 'low', credentials: 'same-origin' });
    await vi.waitFor(() => expect(peekSharedJson('/__lobby/first-pages?x=1')).toEqual({ pages: 1 }));
  });
});
