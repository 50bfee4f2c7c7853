import { useEffect, useState } from 'react';
import { readCookie } from '../../viewport/cookies.ts';

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
 * Once per page load, after hydration: the ad identifiers of a visit that came from an ad, for the
 * ad-visit record (AdsVisit.tsx). The server cannot answer it: a cached page is shared by visitors.
 */
export function useAdIds(): AdIds | null {
  const [ads, setAds] = useState<AdIds | null>(null);
  useEffect(() => {
    setAds(adIdsOf(document.cookie, window.location.search));
  }, []); // once per page load: the landing record is per visit, not per render
  return ads;
}
