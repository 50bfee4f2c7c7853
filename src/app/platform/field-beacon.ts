import type { VitalName } from '../../../schemas/operator-api.ts';
import type { ElementSeen } from '../../../schemas/compliance-seen.ts';

/** Where the beacon goes: the front server's field endpoint (src/server/vitals/endpoint.ts). */
export const FIELD_BEACON_ENDPOINT = '/__vitals';

/**
 * The one beacon a sampled page view reports in (docs/compliance.md "Seen in the field",
 * docs/performance.md): its Core Web Vitals and the compliance elements it rendered and showed, in one
 * body, sent when the page is hidden (the moment web-vitals settles INP and CLS, and the last moment a
 * page is sure to run) or when a client navigation ends a page view. Only the route pattern and the
 * observations are sent: the server knows the site from the Host and the device class from the User-Agent.
 */
export interface FieldBeacon {
  /** a vitals figure, kept until the beacon goes (a later one of the same name replaces it) */
  figure(name: VitalName, value: number): void;
  /** the compliance elements of the page view on `page`, kept until the beacon goes */
  elements(page: string, list: readonly ElementSeen[]): void;
  /** `look` runs as the page is hidden, before the beacon goes: an observer's last look */
  onHide(look: () => void): void;
  /** sends what is kept, in one beacon, if anything is */
  send(): void;
}

export function createFieldBeacon(options: {
  /** the route pattern the page is on (`/`, `/slots`), never its address */
  page: () => string;
  send?: (url: string, body: string) => boolean;
  root?: Document;
}): FieldBeacon {
  const root = options.root ?? document;
  const post = options.send ?? ((url: string, body: string) => navigator.sendBeacon(url, body));
  const figures = new Map<VitalName, number>();
  const looks: (() => void)[] = [];
  let seen: { page: string; list: readonly ElementSeen[] } | undefined;

  const send = () => {
    if (figures.size === 0 && !seen) return;
    const body = {
      // the figures so far belong to the page view the elements end, when there are elements
      page: seen?.page ?? options.page(),
      ...(figures.size > 0 ? { metrics: [...figures].map(([name, value]) => ({ name, value })) } : {}),
      ...(seen ? { elements: seen.list } : {}),
    };
    figures.clear();
    seen = undefined;
    post(FIELD_BEACON_ENDPOINT, JSON.stringify(body));
  };
  root.addEventListener('visibilitychange', () => {
    if (root.visibilityState !== 'hidden') return;
    for (const look of looks) look();
    send();
  });
  return {
    figure: (name, value) => void figures.set(name, value),
    elements(page, list) {
      if (list.length > 0) seen = { page, list };
    },
    onHide: (look) => void looks.push(look),
    send,
  };
}
