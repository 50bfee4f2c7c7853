/**
 * The idle prefetch's queue (issue 32): a few files in flight at a time, in the order given, and none
 * started for a moment after the player's input. Appending every hint at once (the first version)
 * filled the six HTTP/1.1 connections a browser gives a host for ~2 s on a 150 ms, 1.6 Mbit/s phone
 * link, so a tap right after idle waited behind its own prefetch: a trace of "Log in" showed
 * LoginForm's chunk fetched at the lowest priority, done 2.1 s after the tap that needed it.
 */

/** In flight at once: the rest of a host's connections stay free for what a tap asks for. */
export const PREFETCH_IN_FLIGHT = 2;
/** After a pointerdown or a key, no new prefetch starts for this long: the tap's own requests go first. */
export const INPUT_HOLD_MS = 1_000;

export interface QueueDeps {
  /** starts fetching `file`; calls `done` once it arrived or failed */
  start(file: string, done: () => void): void;
  now(): number;
  later(run: () => void, ms: number): void;
}

export function createPrefetchQueue(deps: QueueDeps, inFlight = PREFETCH_IN_FLIGHT) {
  const waiting: { file: string; arrived: () => void }[] = [];
  let running = 0;
  let heldUntil = 0;
  let timer = false;
  const emptied: Array<() => void> = [];

  function pump(): void {
    const wait = heldUntil - deps.now();
    if (wait > 0) {
      if (!timer) {
        timer = true;
        deps.later(() => {
          timer = false;
          pump();
        }, wait);
      }
      return;
    }
    while (running < inFlight && waiting.length > 0) {
      const { file, arrived } = waiting.shift()!;
      running++;
      let finished = false;
      deps.start(file, () => {
        if (finished) return;
        finished = true;
        running--;
        arrived();
        pump();
        if (running === 0 && waiting.length === 0) for (const resolve of emptied.splice(0)) resolve();
      });
    }
  }

  return {
    /** resolves once these files have arrived or failed */
    add(files: readonly string[]): Promise<void> {
      const arrivals = files.map((file) => new Promise<void>((arrived) => waiting.push({ file, arrived })));
      pump();
      return Promise.all(arrivals).then(() => undefined);
    },
    /** the player's input: hold new starts (those in flight go on) */
    input(): void {
      heldUntil = deps.now() + INPUT_HOLD_MS;
    },
    /** resolves once every file added so far has arrived or failed */
    drained(): Promise<void> {
      return running === 0 && waiting.length === 0 ? Promise.resolve() : new Promise((resolve) => emptied.push(resolve));
    },
    /** how many wait and run (for tests) */
    size: () => ({ waiting: waiting.length, running }),
  };
}
