import { useEffect } from 'react';
import { useErrorHandler } from '../session/use-error-handler.ts';
import { usePlayerRefresh } from '../session/use-session-actions.ts';

/**
 * A restored player's balance, VIP progress and favourites, fetched once on mount (SessionHost
 * mounts it once per page load, for a session restored signed in). Its own chunk: a guest's page
 * needs neither the session actions nor the §8 handler until the player acts.
 */
export default function PlayerRefresh() {
  const refresh = usePlayerRefresh();
  const handleError = useErrorHandler();
  useEffect(() => {
    void refresh().then((results) => results.forEach((r) => handleError(r)));
  }, []); // once: the session was restored signed in on this page load
  return null;
}
