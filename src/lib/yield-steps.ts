/**
 * Start-up work as a row of short tasks (issue 51 part 6): between two steps the main thread is given
 * back, so a tap, a frame or the page's own script runs there, and none of the steps adds its time to
 * the one before it. A phone (and Lighthouse's 4× CPU) counts every task over 50 ms as blocking; the
 * idle work run in one go was such a task (docs/performance.md "Long tasks by source").
 */

interface Scheduler {
  yield?: () => Promise<void>;
}

/**
 * Gives the main thread back and resumes in a task of its own: `scheduler.yield()` where the browser has
 * it (the continuation goes before other queued work of the same priority), else a message on a
 * MessageChannel (a task with no timer's 4 ms clamp), else a timer.
 */
export function yieldToMain(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: Scheduler }).scheduler;
  if (typeof scheduler?.yield === 'function') return scheduler.yield();
  if (typeof MessageChannel === 'function') {
    return new Promise<void>((resolve) => {
      const channel = new MessageChannel();
      channel.port1.onmessage = () => {
        channel.port1.close();
        resolve();
      };
      channel.port2.postMessage(null);
    });
  }
  return new Promise<void>((resolve) => setTimeout(resolve, 0));
}

/** A piece of start-up work; what it returns (or the promise it returns) is awaited before the next. */
export type Step = () => unknown;

/**
 * Runs `steps` in order, each in a task of its own (`pause` between them, yieldToMain by default), going on
 * past one that throws or rejects: each step is a guess ahead of the player, and one that fails is
 * left to the tap that needs it. `failed` hears of each failure.
 */
export async function runSteps(steps: readonly Step[], options: { pause?: () => Promise<void>; failed?: (error: unknown) => void } = {}): Promise<void> {
  const { pause = yieldToMain, failed = () => undefined } = options;
  for (const step of steps) {
    await pause();
    try {
      await step();
    } catch (error) {
      failed(error);
    }
  }
}
