import { describe, expect, it, vi } from 'vitest';
import { createApi } from './client.ts';
import { lazyApi } from './lazy-api.ts';

const okBody = { statusCode: 1, statusMessage: 'ok', value: [{ id: 1 }] };

function realApi() {
  const transport = vi.fn(async (_path: string, _init: RequestInit) => new Response(JSON.stringify(okBody), { status: 200 }));
  return { transport, api: createApi(transport) };
}

describe('the browser API, fetched with its first call', () => {
  it('loads nothing until a call, then answers that call from the real client', async () => {
    const { transport, api } = realApi();
    const load = vi.fn(async () => api);
    const lazy = lazyApi(load);
    const marquee = lazy.home.marquee;
    expect(load).not.toHaveBeenCalled();
    const res = await marquee({ domain_name: 'casino1.localhost', external_id: 'x' });
    expect(res).toEqual(okBody);
    expect(load).toHaveBeenCalledTimes(1);
    expect(transport).toHaveBeenCalledWith('/api/home/marquee', expect.objectContaining({ method: 'POST' }));
    expect(JSON.parse(String(transport.mock.calls[0]?.[1].body))).toEqual({ domain_name: 'casino1.localhost', external_id: 'x' });
  });

  it('loads the client once however many calls', async () => {
    const { api } = realApi();
    const load = vi.fn(async () => api);
    const lazy = lazyApi(load);
    const site = { domain_name: 'casino1.localhost', external_id: 'x' };
    await Promise.all([lazy.home.marquee(site), lazy.settings.partners(site), lazy.getHotGames(site, 'SL')]);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('a member is the same object every time (hook dependencies hold), and a group is not a promise', async () => {
    const lazy = lazyApi(async () => realApi().api);
    expect(lazy.home).toBe(lazy.home);
    expect(lazy.home.favAdd).toBe(lazy.home.favAdd);
    expect(await Promise.resolve(lazy.settings)).toBe(lazy.settings);
  });

  it('a call the client does not have fails its promise', async () => {
    const lazy = lazyApi(async () => realApi().api) as unknown as { nope: { call(): Promise<unknown> } };
    await expect(lazy.nope.call()).rejects.toThrow('No API call nope.call');
  });
});
