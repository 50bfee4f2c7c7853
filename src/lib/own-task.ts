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
