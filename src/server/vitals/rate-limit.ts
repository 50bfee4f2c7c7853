/**
 * A fixed-window limit per client address for POST /__vitals: a page view sends one or two beacons
 * (at hide, and again if the tab comes back), so a client over `perMinute` is flooding, not browsing.
 * The table is bounded: past `maxClients` addresses in one window, new ones are refused too, so a
 * flood from many addresses costs memory once, never without end.
 */
export interface RateLimit {
  /** true when this client may post now (and counts the post) */
  allow(client: string, now?: number): boolean;
}

export function fixedWindowLimit(perMinute: number, maxClients = 10_000): RateLimit {
  let windowStart = 0;
  let counts = new Map<string, number>();
  return {
    allow(client, now = Date.now()) {
      if (now - windowStart >= 60_000) {
        windowStart = now;
        counts = new Map();
      }
      const count = counts.get(client) ?? 0;
      if (count === 0 && counts.size >= maxClients) return false;
      if (count >= perMinute) return false;
      counts.set(client, count + 1);
      return true;
    },
  };
}
