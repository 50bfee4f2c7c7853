// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { afterFrame } from './after-frame.ts';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe('afterFrame', () => {
  const frames = () => {
    const queued: FrameRequestCallback[] = [];
    vi.stubGlobal('requestAnimationFrame', (cb: FrameRequestCallback) => queued.push(cb));
    vi.stubGlobal('cancelAnimationFrame', (id: number) => queued.splice(id - 1, 1, () => {}));
    return () => queued.splice(0).forEach((cb) => cb(0));
  };

  it('runs in a task after the next animation frame, not before', () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const paint = frames();
    const run = vi.fn();
    afterFrame(run);
    vi.runAllTimers();
    expect(run).not.toHaveBeenCalled();
    paint();
    expect(run, 'not inside the frame itself').not.toHaveBeenCalled();
    vi.runAllTimers();
    expect(run).toHaveBeenCalledOnce();
  });

  it('is cancelled before or after the frame', () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const paint = frames();
    const early = vi.fn();
    afterFrame(early)();
    const late = vi.fn();
    const cancel = afterFrame(late);
    paint();
    cancel();
    vi.runAllTimers();
    expect(early).not.toHaveBeenCalled();
    expect(late).not.toHaveBeenCalled();
  });
});
