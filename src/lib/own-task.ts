/**
 * Runs `work` in a task of its own (after whatever the current task still does). Start-up work split
 * this way leaves the main thread between the pieces: a phone counts every task over 50 ms as
 * blocking, and the pieces together were one long task.
 */
export function inOwnTask<T>(work: () => T): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    setTimeout(() => {
      try {
        resolve(work());
      } catch (error) {
        reject(error instanceof Error ? error : new Error(String(error)));
      }
    }, 0);
  });
}

/**
 * Runs `work` with what `ready` resolves to, in a task of its own: not in the task (nor the microtasks)
 * of whatever resolved it last, a chunk's evaluation or the router's creation, which it would lengthen.
 */
export function thenInOwnTask<T, R>(ready: Promise<T>, work: (value: T) => R): Promise<R> {
  return ready.then((value) => inOwnTask(() => work(value)));
}
