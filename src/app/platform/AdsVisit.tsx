import { useEffect } from 'react';
import { useApi } from '../../api/context.tsx';
import { useSite } from '../../state/site-context.tsx';
import { useErrorHandler } from '../../session/use-error-handler.ts';

/**
 * The ad-visit record (adsvisit with fbp / appsflyer_id), sent once per page load; its failure goes
 * to the §8 handler. Its own chunk, mounted only for a visit that came from an ad (ad-ids.ts).
 */
export default function AdsVisit({ fbp, appsflyer }: { fbp: string; appsflyer: string }) {
  const api = useApi();
  const { startup } = useSite();
  const handleError = useErrorHandler();
  useEffect(() => {
    const domain_name = window.location.hostname;
    void api.settings.adsVisit({ domain_name, external_id: startup.site.external_id }, fbp, appsflyer).then((res) => handleError(res));
  }, []); // once per page load: the landing record is per visit, not per render
  return null;
}
