import { describe, expect, it } from 'vitest';
import { formatLoadTasks, formatWork, longLoadTasks, threadTime, workOf, type TraceEvent } from './load-tasks.ts';

const page = 'http://casino1.localhost:4638/';
const main = { pid: 7, tid: 7 };
const x = (name: string, ts: number, dur: number, args?: TraceEvent['args']): TraceEvent => ({ name, ph: 'X', ts, dur, ...main, args });

// µs: the navigation at 1 s, a long task at 1.2 s (parse, style inside it, a script's call, a module graph's evaluation)
const events: TraceEvent[] = [
  // the blank page before the navigation, in another renderer
  { name: 'ParseHTML', ph: 'X', ts: 10, dur: 5, pid: 3, tid: 3, args: { beginData: { url: '' } } },
  { name: 'navigationStart', ph: 'R', ts: 1_000_000, ...main, args: { data: { documentLoaderURL: page } } },
  x('RunTask', 1_200_000, 120_000),
  x('ParseHTML', 1_200_000, 60_000, { beginData: { url: page } }),
  x('UpdateLayoutTree', 1_210_000, 20_000),
  x('FunctionCall', 1_260_000, 30_000, { data: { url: `${page}assets/vendor-Bj5.js` } }),
  x('v8.run', 1_265_000, 10_000),
  { name: 'v8.evaluateModule', ph: 'B', ts: 1_290_000, ...main },
  { name: 'v8.evaluateModule', ph: 'E', ts: 1_315_000, ...main },
  // short: not long
  x('RunTask', 1_400_000, 30_000),
  x('Layout', 1_400_000, 29_000),
  // another thread's task
  { name: 'RunTask', ph: 'X', ts: 1_500_000, dur: 200_000, pid: 7, tid: 9 },
];

describe('long tasks of a page load by kind', () => {
  it('sums each long task’s self time by the work that names it, the rest of the task as other', () => {
    expect(longLoadTasks(events)).toEqual([
      {
        startMs: 200,
        durationMs: 120,
        work: [
          { what: 'parse HTML', ms: 40 },
          { what: 'run vendor-Bj5.js', ms: 30 },
          { what: 'evaluate modules', ms: 25 },
          { what: 'style', ms: 20 },
          { what: 'other', ms: 5 },
        ],
      },
    ]);
  });

  it('takes a lower threshold for a trace recorded at full speed (Lighthouse’s 4× CPU)', () => {
    const tasks = longLoadTasks(events, 50 / 4);
    expect(tasks.map((t) => t.durationMs)).toEqual([120, 30]);
    expect(workOf(tasks, 4).slice(0, 3)).toEqual([
      { what: 'parse HTML', ms: 160 },
      { what: 'run vendor-Bj5.js', ms: 120 },
      { what: 'layout', ms: 116 },
    ]);
  });

  it('prints one line a task, and the sums on one line', () => {
    const tasks = longLoadTasks(events);
    expect(formatLoadTasks(tasks, 2)).toEqual(['@200 ms 120 ms: parse HTML 40, run vendor-Bj5.js 30']);
    expect(formatWork(workOf(tasks), 3)).toBe('parse HTML 40, run vendor-Bj5.js 30, evaluate modules 25');
    expect(formatWork([])).toBe('none');
    expect(longLoadTasks([])).toEqual([]);
  });
});

describe('the page’s main-thread work by thread time', () => {
  const cpu = (name: string, ts: number, dur: number, tdur: number, thread = main): TraceEvent => ({ name, ph: 'X', ts, dur, tdur, ...thread });
  const load: TraceEvent[] = [
    ...events.slice(0, 2),
    { name: 'ParseHTML', ph: 'X', ts: 1_050_000, dur: 1000, ...main, args: { beginData: { url: page } } },
    // before the navigation: not the page's
    cpu('RunTask', 900_000, 40_000, 40_000),
    // a task that waited for a CPU: 120 ms of wall time, 20 ms its own
    cpu('RunTask', 1_200_000, 120_000, 20_000),
    cpu('RunTask', 1_400_000, 10_000, 10_000),
    // another thread's
    cpu('RunTask', 1_500_000, 200_000, 200_000, { pid: 7, tid: 9 }),
  ];

  it('sums the CPU of every task from the navigation on, and what passes 50 ms of it at the slowdown', () => {
    // ×4: 80 ms (30 ms over 50) and 40 ms (under)
    expect(threadTime(load, 4)).toEqual({ cpuMs: 120, blockingMs: 30 });
    expect(threadTime(load, 1)).toEqual({ cpuMs: 30, blockingMs: 0 });
  });

  it('is nothing without the page’s HTML parse', () => {
    expect(threadTime([], 4)).toEqual({ cpuMs: 0, blockingMs: 0 });
  });
});
