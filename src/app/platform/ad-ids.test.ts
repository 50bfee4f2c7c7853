import { describe, expect, it } from 'vitest';
import { adIdsOf } from './ad-ids.ts';

describe('the ad identifiers a visit arrived with', () => {
  it('the _fbp cookie before the address, af_id before appsflyer_id', () => {
    expect(adIdsOf('a=1; _fbp=fb.1.2.3', '?fbp=other&af_id=af1&appsflyer_id=af2')).toEqual({ fbp: 'fb.1.2.3', appsflyer: 'af1' });
    expect(adIdsOf('', '?fbp=fb.9&appsflyer_id=af2')).toEqual({ fbp: 'fb.9', appsflyer: 'af2' });
    expect(adIdsOf('', '?appsflyer_id=af2')).toEqual({ fbp: '', appsflyer: 'af2' });
  });

  it('none for a visit that did not come from an ad: no ad-visit record is sent', () => {
    expect(adIdsOf('lang=en', '?q=slots')).toBeNull();
  });
});
