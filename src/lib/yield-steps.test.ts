import { afterEach, describe, expect, it, vi } from 'vitest';
import { runSteps, yieldToMain } from './yield-steps.ts';

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('runSteps', () => {
  it('runs the steps in order, yielding before each one', async () => {
    const seen: string[] = [];
    const pause = vi.fn(async () => {
      seen.push('yield');
    });
    await runSteps(
      [
        () => seen.push('a'),
        async () => {
          await Promise.resolve();
          seen.push('b');
        },
        () => seen.push('c'),
      ],
      { pause },
    );
    expect(seen).toEqual(['yield', 'a', 'yield', 'b', 'yield', 'c']);
  });

  it('waits for a step’s promise before the next step starts', async () => {
    const seen: string[] = [];
    let release = () => {};
    const gate = new Promise<void>((resolve) => (release = resolve));
    const done = runSteps([() => gate.then(() => seen.push('slow')), () => seen.push('next')], { pause: () => Promise.resolve() });
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(seen).toEqual([]);
    release();
    await done;
    expect(seen).toEqual(['slow', 'next']);
  });

  it('goes on past a step that throws or rejects, and reports each failure', async () => {
    const seen: string[] = [];
    const failures: unknown[] = [];
    await runSteps(
      [
        () => {
          throw new Error('no chunk');
        },
        () => Promise.reject(new Error('offline')),
        () => seen.push('last'),
      ],
      { pause: () => Promise.resolve(), failed: (error) => failures.push(error) },
    );
    expect(seen).toEqual(['last']);
    expect(failures.map((e) => (e as Error).message)).toEqual(['no chunk', 'offline']);
  });

  it('resumes in a later task by default, not in the current one', async () => {
    vi.stubGlobal('scheduler', undefined);
    const step = vi.fn();
    const done = runSteps([step]);
    await Promise.resolve();
    await Promise.resolve();
    expect(step).not.toHaveBeenCalled();
    await done;
    expect(step).toHaveBeenCalledTimes(1);
  });
});

describe('yieldToMain', () => {
  it('uses scheduler.yield where the browser has it', async () => {
    const yieldFn = vi.fn(() => Promise.resolve());
    vi.stubGlobal('scheduler', { yield: yieldFn });
    await yieldToMain();
    expect(yieldFn).toHaveBeenCalledTimes(1);
  });

  it('falls back to a timer without scheduler.yield or MessageChannel', async () => {
    vi.useFakeTimers();
    vi.stubGlobal('scheduler', undefined);
    vi.stubGlobal('MessageChannel', undefined);
    let resumed = false;
    const done = yieldToMain().then(() => (resumed = true));
    await Promise.resolve();
    expect(resumed).toBe(false);
    vi.runAllTimers();
    await done;
    expect(resumed).toBe(true);
    vi.useRealTimers();
  });
});
