import type { Api } from './client.ts';

type Call = (...args: unknown[]) => Promise<unknown>;

/** The member of the real API at `path` (`['home', 'favAdd']`). */
function memberAt(api: Api, path: readonly string[]): Call {
  let at: unknown = api;
  for (const key of path) at = typeof at === 'object' && at !== null ? (at as Record<string, unknown>)[key] : undefined;
  if (typeof at !== 'function') throw new Error(`No API call ${path.join('.')}`);
  return at as Call;
}

/**
 * The browser's API: the same calls as `createApi`'s, whose code (the calls, the transport, the
 * failure policy) is fetched with the first call. A first visit renders from the server's data and
 * a guest may never make a call; every call answers a promise, so waiting for the code first
 * changes nothing for a caller.
 */
export function lazyApi(load: () => Promise<Api>): Api {
  let api: Promise<Api> | null = null;
  // one stand-in per member, so hooks that depend on `api.home` see the same object every render
  const members = new Map<string, unknown>();
  const member = (path: readonly string[]): unknown => {
    const id = path.join('.');
    let known = members.get(id);
    if (known === undefined) {
      known = new Proxy(() => undefined, {
        // not a promise itself: `await` on a group must not call it
        get: (_target, key) => (typeof key === 'string' && key !== 'then' ? member([...path, key]) : undefined),
        apply: (_target, _this, args: unknown[]) => {
          api ??= load();
          return api.then((real) => memberAt(real, path)(...args));
        },
      });
      members.set(id, known);
    }
    return known;
  };
  return member([]) as Api;
}
