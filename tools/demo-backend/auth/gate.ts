/** Thrown when the waiting line is full: the caller answers "busy" instead of queueing without end. */
export class GateFullError extends Error {
  constructor() {
    super('Too many requests are waiting');
    this.name = 'GateFullError';
  }
}

/** At most `concurrency` tasks run at once; at most `maxWaiting` wait for a turn. */
export function createGate(concurrency: number, maxWaiting: number) {
  let running = 0;
  const waiting: (() => void)[] = [];
  const release = () => {
    running--;
    const next = waiting.shift();
    if (next) {
      running++;
      next();
    }
  };
  return {
    async run<T>(task: () => Promise<T>): Promise<T> {
      if (running >= concurrency) {
        if (waiting.length >= maxWaiting) throw new GateFullError();
        await new Promise<void>((resolve) => waiting.push(resolve));
      } else {
        running++;
      }
      try {
        return await task();
      } finally {
        release();
      }
    },
    get load() {
      return { running, waiting: waiting.length };
    },
  };
}
