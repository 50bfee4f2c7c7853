/** The age a visitor confirmed (localStorage): kept per browser, so they are asked once per site. */
export const AGE_CONFIRMED_KEY = 'age_confirmed';

/** Whether a stored answer covers the site's minimum age (an answer for 18 does not cover a 21+ site). */
export function confirmedFor(stored: string | null, minimumAge: number): boolean {
  const age = Number(stored);
  return Number.isInteger(age) && age >= minimumAge;
}
