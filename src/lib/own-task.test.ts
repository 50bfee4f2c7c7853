import { afterEach, describe, expect, it, vi } from 'vitest';
import { inOwnTask } from './own-task.ts';

afterEach(() => {
  vi.useRealTimers();
});

describe('inOwnTask', () => {
  it('runs the work in a later task, not in the current one nor its microtasks', async () => {
    vi.useFakeTimers();
    const work = vi.fn(() => 42);
    const result = inOwnTask(work);
    await Promise.resolve();
    expect(work).not.toHaveBeenCalled();
    vi.runAllTimers();
    expect(work).toHaveBeenCalledTimes(1);
    await expect(result).resolves.toBe(42);
  });

  it('rejects with what the work threw', async () => {
    await expect(
      inOwnTask(() => {
        throw new Error('no router');
      }),
    ).rejects.toThrow('no router');
  });
});
