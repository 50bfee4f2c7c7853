// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { IDLE_LOOK_MS, whenIdle } from './when-idle.ts';

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('whenIdle (the after-idle work)', () => {
  it('runs once the page has loaded and the browser has been idle, from a timer, not from the idle callback itself', () => {
    vi.useFakeTimers();
    const idle: Array<() => void> = [];
    vi.stubGlobal('requestIdleCallback', (run: () => void) => idle.push(run));
    vi.spyOn(document, 'readyState', 'get').mockReturnValue('loading');
    const task = vi.fn();
    whenIdle(task);
    vi.advanceTimersByTime(IDLE_LOOK_MS * 5);
    expect(idle, 'no idle callback before the load').toHaveLength(0);
    window.dispatchEvent(new Event('load'));
    expect(idle).toHaveLength(1);
    vi.advanceTimersByTime(IDLE_LOOK_MS * 5);
    expect(task).not.toHaveBeenCalled();
    idle[0]?.();
    expect(task, 'the idle callback only says the browser was idle').not.toHaveBeenCalled();
    vi.advanceTimersByTime(IDLE_LOOK_MS);
    expect(task).toHaveBeenCalledOnce();
    vi.advanceTimersByTime(IDLE_LOOK_MS * 10);
    expect(task).toHaveBeenCalledOnce();
  });
});
