import { describe, expect, it } from 'vitest';
import { ANNOUNCEMENT_COOKIE, announcementDismissed } from './announcement-cookie.ts';

describe('the announcement dismissal cookie', () => {
  it('is dismissed only by its own cookie set to 1', () => {
    expect(announcementDismissed(`a=1; ${ANNOUNCEMENT_COOKIE}=1`)).toBe(true);
    expect(announcementDismissed(`${ANNOUNCEMENT_COOKIE}=0`)).toBe(false);
    expect(announcementDismissed('x_ann_off=1')).toBe(false);
    expect(announcementDismissed(null)).toBe(false);
  });
});
