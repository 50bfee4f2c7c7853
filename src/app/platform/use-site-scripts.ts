import { useEffect } from 'react';
import { useApi } from '../../api/context.tsx';
import { useSite } from '../../state/site-context.tsx';
import { readCookie } from '../../viewport/cookies.ts';
import { useErrorHandler } from '../../session/use-error-handler.ts';
import { injectInlineScript } from './scripts.ts';

/**
 * Once per page load: the operator's analytics scripts (get_analytics, HEAD and BODY sections)
 * and the ad-visit record (adsvisit with fbp / appsflyer_id, whose failure goes to the §8 handler).
 */
export function useSiteScripts() {
  const api = useApi();
  const { startup } = useSite();
  const handleError = useErrorHandler();
  useEffect(() => {
    const domain_name = window.location.hostname;
    void api.settings.getAnalytics(domain_name).then((res) => {
      if (res.statusCode !== 1) return;
      for (const entry of res.value ?? []) injectInlineScript(entry.script, entry.section === 'HEAD' ? 'head' : 'body');
    });
    const params = new URLSearchParams(window.location.search);
    const fbp = readCookie(document.cookie, '_fbp') ?? params.get('fbp') ?? '';
    const appsflyer = params.get('af_id') ?? params.get('appsflyer_id') ?? '';
    if (fbp || appsflyer) {
      void api.settings.adsVisit({ domain_name, external_id: startup.site.external_id }, fbp, appsflyer).then((res) => handleError(res));
    }
  }, []); // once per page load: analytics and the landing record are per visit, not per render
}
