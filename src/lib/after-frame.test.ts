import { afterEach, describe, expect, it, vi } from 'vitest';
import { afterFrame } from './after-frame.ts';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe('afterFrame', () => {
  it('runs the work in a task of its own once the next frame is drawn, not before', () => {
    vi.useFakeTimers();
    const frames: (() => void)[] = [];
    vi.stubGlobal('requestAnimationFrame', (callback: () => void) => frames.push(callback));
    const work = vi.fn();
    afterFrame(work);
    vi.runAllTimers();
    expect(work).not.toHaveBeenCalled();
    frames.shift()?.();
    // the frame's own callbacks run first: the work is a task after it
    expect(work).not.toHaveBeenCalled();
    vi.runAllTimers();
    expect(work).toHaveBeenCalledOnce();
  });
});
