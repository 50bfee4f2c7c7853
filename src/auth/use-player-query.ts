import { useCallback, useEffect, useState } from 'react';
import type { Api, Credentials } from '../api/client.ts';
import { useApi } from '../api/context.tsx';
import type { Status } from '../api/result.ts';
import { useSession } from '../state/session.ts';
import { useSessionReady } from '../session/Guard.tsx';
import { useErrorHandler } from '../session/use-error-handler.ts';
import { credentialsOf } from '../session/use-session-actions.ts';

export type PlayerQuery<T> = { state: 'loading' } | { state: 'error' } | { state: 'ready'; value: T };

/**
 * A signed-in player's own data (inbox, VIP, …): it lives behind the player's token, which only the
 * browser holds, so it is fetched after the stored session is read, never during SSR. A failure
 * goes through the §8 global handler (an expired session logs out) and leaves a retryable error state.
 */
export function usePlayerQuery<R extends Status, T>(call: (api: Api, creds: Credentials) => Promise<R>, pick: (res: R) => T) {
  const api = useApi();
  const ready = useSessionReady();
  const token = useSession((s) => s.token);
  const accountId = useSession((s) => s.user?.account_id ?? '');
  const handleError = useErrorHandler();
  const [query, setQuery] = useState<PlayerQuery<T>>({ state: 'loading' });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    if (!ready) return;
    const creds = credentialsOf(useSession.getState());
    if (!creds) return;
    let live = true;
    setQuery({ state: 'loading' });
    void call(api, creds).then((res) => {
      if (!live) return;
      if (res.statusCode === 1) setQuery({ state: 'ready', value: pick(res) });
      else {
        setQuery({ state: 'error' });
        handleError(res);
      }
    });
    return () => {
      live = false;
    };
    // call and pick are the caller's fixed functions: the query reruns for a new session or a retry only
  }, [api, ready, token, accountId, attempt]);

  const reload = useCallback(() => setAttempt((n) => n + 1), []);
  const update = useCallback((fn: (value: T) => T) => setQuery((q) => (q.state === 'ready' ? { state: 'ready', value: fn(q.value) } : q)), []);
  return { query, reload, update };
}
