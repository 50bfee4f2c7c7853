import { readCookie } from '../viewport/cookies.ts';

/**
 * The "don't show again" choice of the announcement modal (§3 show_bf_ann_modal), mirrored from
 * the browser's layout state into a cookie so the server renders the modal only for a visitor who
 * has not made it: the first-visit modal arrives in the HTML, not after hydration (issue 18 part 2).
 */
export const ANNOUNCEMENT_COOKIE = 'ann_off';

export function announcementDismissed(cookieHeader: string | null | undefined): boolean {
  return readCookie(cookieHeader, ANNOUNCEMENT_COOKIE) === '1';
}

export function rememberAnnouncementDismissed(): void {
  document.cookie = `${ANNOUNCEMENT_COOKIE}=1; Max-Age=${365 * 24 * 3600}; Path=/; SameSite=Lax`;
}
