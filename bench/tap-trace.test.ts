import { describe, expect, it } from 'vitest';
import { summariseTrace } from './tap-trace.ts';

const main = { pid: 7, tid: 7 };
const x = (name: string, ts: number, dur: number, data?: Record<string, unknown>) => ({
  name,
  cat: 'devtools.timeline',
  ph: 'X',
  ts,
  dur,
  ...main,
  args: { data },
});

// µs: the tap's pointerdown at 1 s; the click's task at 1.05 s begins with the press's style update and then
// runs the router's navigation for 300 ms (a link's tap once the router is live, as on casino1's "Log in")
const events = [
  { name: 'thread_name', cat: '__metadata', ph: 'M', ts: 0, ...main, args: { name: 'CrRendererMain' } },
  x('RunTask', 995_000, 20_000),
  x('EventDispatch', 1_000_000, 15_000, { type: 'pointerdown' }),
  x('RunTask', 1_050_000, 340_000),
  x('UpdateLayoutTree', 1_051_000, 4_000),
  x('EventDispatch', 1_060_000, 320_000, { type: 'click' }),
  x('FunctionCall', 1_070_000, 300_000, { url: 'http://casino1.localhost:3472/assets/router-B1.js' }),
  x('Layout', 1_300_000, 40_000),
  // short, after
  x('RunTask', 1_400_000, 30_000),
  x('Paint', 1_400_000, 30_000),
  // after the response: not counted
  x('RunTask', 1_600_000, 100_000),
  // another thread's task
  { name: 'RunTask', cat: 'devtools.timeline', ph: 'X', ts: 1_100_000, dur: 200_000, pid: 7, tid: 9 },
];

describe('what a tap waited for', () => {
  it('charges each task’s time to the work inside it by self time, not to the first kind it did', () => {
    const lines = summariseTrace(events, 'pointerdown', 450);
    expect(lines[0]).toBe('trace: from the pointerdown (t = 0) to the response at 450 ms');
    expect(lines[1]).toBe(
      '  main thread busy 390 ms of 450: run router-B1.js 260, layout 40, paint 30, other 21, event click 20, event pointerdown 15, style 4',
    );
    expect(lines.slice(2)).toEqual(['  long task at 50 ms: 340 ms: run router-B1.js 260, layout 40, event click 20, other 16, style 4']);
  });
});
