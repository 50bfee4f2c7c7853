import { afterEach, describe, expect, it, vi } from 'vitest';
import { inOwnTask, thenInOwnTask } from './own-task.ts';

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

describe('thenInOwnTask', () => {
  it('runs the work once the promise is settled, in a task after the one that settled it', async () => {
    vi.useFakeTimers();
    const work = vi.fn((n: number) => n + 1);
    let settle: (n: number) => void = () => {};
    const result = thenInOwnTask(new Promise<number>((resolve) => (settle = resolve)), work);
    settle(41);
    for (let i = 0; i < 10; i++) await Promise.resolve();
    expect(work).not.toHaveBeenCalled();
    vi.runAllTimers();
    expect(work).toHaveBeenCalledWith(41);
    await expect(result).resolves.toBe(42);
  });
});
