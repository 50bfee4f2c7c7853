/**
 * A session opened with a password-reset code (login_tac answered `recovery: true`): the change
 * password form then asks only for the new password. Kept for the tab (sessionStorage), tied to
 * the token it came with, so another login or a logout ends it.
 */
const KEY = 'passwordRecovery';

export function markRecovery(token: string): void {
  try {
    sessionStorage.setItem(KEY, token);
  } catch (error) {
    console.warn('Could not remember the password reset', error);
  }
}

export function isRecovery(token: string): boolean {
  try {
    return token !== '' && sessionStorage.getItem(KEY) === token;
  } catch {
    return false;
  }
}

export function endRecovery(): void {
  try {
    sessionStorage.removeItem(KEY);
  } catch {
    // storage unavailable: nothing was kept
  }
}
