/** §4: logout writes this key; every other tab that sees it resets and reloads. */
export const FORCE_LOGOUT_KEY = 'forceLogout';

export function announceLogout(now = Date.now()): void {
  try {
    localStorage.setItem(FORCE_LOGOUT_KEY, String(now));
  } catch (error) {
    console.warn('Could not announce logout to other tabs', error);
  }
}

/** Listens for another tab's logout. Returns the unsubscribe. */
export function onLogoutElsewhere(handler: () => void): () => void {
  const listener = (event: StorageEvent) => {
    if (event.key === FORCE_LOGOUT_KEY && event.newValue) handler();
  };
  window.addEventListener('storage', listener);
  return () => window.removeEventListener('storage', listener);
}
