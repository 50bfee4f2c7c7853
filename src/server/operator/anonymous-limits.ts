/**
 * Requests that prove no operator (no credential, or one the store does not know) are counted per
 * client address in one-minute windows: past ANONYMOUS_PER_MINUTE the address is answered 429 before
 * any store work. The audit log gets the window's first request in full, as any other, and one row
 * counting them all when the window ends: two rows per address and minute at most, not one per request.
 */

export const ANONYMOUS_PER_MINUTE = 300;
export const ANONYMOUS_WINDOW_MS = 60_000;
/** addresses tracked at once: past this, the oldest windows are summarised early */
const MAX_ADDRESSES = 10_000;

export interface AnonymousWindow {
  address: string;
  startedAt: number;
  count: number;
  /** how many of them were answered 429 */
  limited: number;
  /** the first few paths asked for, for whoever reads the audit row */
  paths: string[];
}

export interface AnonymousLimits {
  /** true when the address has used its bound this window: answer 429 without more work */
  over(address: string, now: number): boolean;
  /** one unauthenticated request answered (`limited`: with 429); true when it opened the address's window */
  count(address: string, path: string, limited: boolean, now: number): boolean;
  /** seconds until the address's window ends */
  retryAfter(address: string, now: number): number;
  /** the windows of more than one request that have ended (all of them when `all`), taken out: each becomes one audit row */
  closed(now: number, all?: boolean): AnonymousWindow[];
}

export function createAnonymousLimits(perMinute = ANONYMOUS_PER_MINUTE, windowMs = ANONYMOUS_WINDOW_MS): AnonymousLimits {
  const windows = new Map<string, AnonymousWindow>();
  const ended: AnonymousWindow[] = [];
  const current = (address: string, now: number): AnonymousWindow | undefined => {
    const window = windows.get(address);
    if (window && now - window.startedAt >= windowMs) {
      windows.delete(address);
      ended.push(window);
      return undefined;
    }
    return window;
  };
  return {
    over: (address, now) => (current(address, now)?.count ?? 0) >= perMinute,
    count(address, path, limited, now) {
      let window = current(address, now);
      const opened = !window;
      if (!window) {
        if (windows.size >= MAX_ADDRESSES) {
          const oldest = windows.keys().next().value;
          if (oldest !== undefined) {
            ended.push(windows.get(oldest)!);
            windows.delete(oldest);
          }
        }
        window = { address, startedAt: now, count: 0, limited: 0, paths: [] };
        windows.set(address, window);
      }
      window.count++;
      if (limited) window.limited++;
      if (window.paths.length < 5 && !window.paths.includes(path)) window.paths.push(path.slice(0, 200));
      return opened;
    },
    retryAfter(address, now) {
      const window = windows.get(address);
      return window ? Math.max(1, Math.ceil((window.startedAt + windowMs - now) / 1000)) : 1;
    },
    closed(now, all = false) {
      for (const [address, window] of windows)
        if (all || now - window.startedAt >= windowMs) {
          windows.delete(address);
          ended.push(window);
        }
      return ended.splice(0).filter((w) => w.count > 1);
    },
  };
}
