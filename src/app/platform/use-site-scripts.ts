import { useEffect, useState } from 'react';
import { useApi } from '../../api/context.tsx';
import { readCookie } from '../../viewport/cookies.ts';
import { injectInlineScript } from './scripts.ts';

export interface AdIds {
  fbp: string;
  appsflyer: string;
}

/** The ad identifiers a visit arrived with (the `_fbp` cookie or `fbp`, `af_id` / `appsflyer_id` in the address). */
export function adIdsOf(cookie: string, search: string): AdIds | null {
  const params = new URLSearchParams(search);
  const fbp = readCookie(cookie, '_fbp') ?? params.get('fbp') ?? '';
  const appsflyer = params.get('af_id') ?? params.get('appsflyer_id') ?? '';
  return fbp || appsflyer ? { fbp, appsflyer } : null;
}

/**
 * Once per page load: the operator's analytics scripts (get_analytics, HEAD and BODY sections).
 * Returns the ad identifiers of a visit that came from an ad, for the ad-visit record (AdsVisit.tsx).
 */
export function useSiteScripts(): AdIds | null {
  const api = useApi();
  const [ads, setAds] = useState<AdIds | null>(null);
  useEffect(() => {
    void api.settings.getAnalytics(window.location.hostname).then((res) => {
      if (res.statusCode !== 1) return;
      for (const entry of res.value ?? []) injectInlineScript(entry.script, entry.section === 'HEAD' ? 'head' : 'body');
    });
    setAds(adIdsOf(document.cookie, window.location.search));
  }, []); // once per page load: analytics and the landing record are per visit, not per render
  return ads;
}
