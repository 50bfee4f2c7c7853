import { useFormatDate } from '../i18n/IntlContext.tsx';
import { useSite } from '../state/site-context.tsx';

// a template without a time zone renders its `when` windows in UTC too (docs/targeting.md)
const DEFAULT_TIME_ZONE = 'UTC';

/**
 * An instant as a player of this site reads it: in the page's language and the site's time zone
 * (the template's `targeting.timeZone`), with the zone named, so "until 16 January 2026, 18:00 GMT+8"
 * means the same to the player and the operator.
 */
export function useFormatSiteDate(): (instant: string | number) => string {
  const format = useFormatDate();
  const timeZone = useSite().template.targeting?.timeZone ?? DEFAULT_TIME_ZONE;
  return (instant) => format(instant, { year: 'numeric', month: 'long', day: 'numeric', hour: '2-digit', minute: '2-digit', timeZone, timeZoneName: 'short' });
}
