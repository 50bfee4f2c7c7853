/**
 * What a tap waited for (bench/tap.ts `--trace <file>`): a Chromium performance trace of one tap,
 * written as a file DevTools opens, and summed up from the tap to the response: each network request
 * (when it started and ended after the tap, its size) and the renderer main thread's busy time by the
 * kind of work of its top-level tasks.
 */
import { writeFileSync } from 'node:fs';
import type { CDPSession } from '@playwright/test';
import { formatWork, threadTasks, workOf } from './load-tasks.ts';

interface TraceEvent {
  name: string;
  cat: string;
  ph: string;
  ts: number;
  dur?: number;
  pid: number;
  tid: number;
  args?: { name?: string; data?: Record<string, unknown> };
}

export const CATEGORIES = [
  'devtools.timeline',
  'disabled-by-default-devtools.timeline',
  'v8.execute',
  'blink.user_timing',
  'loading',
  'latencyInfo',
  'disabled-by-default-v8.gc',
  'disabled-by-default-v8.cpu_profiler',
];

/** `categories`: a page load's trace leaves out V8's sampling profiler (its start and samples would weigh on the tasks measured). */
export async function startTrace(cdp: CDPSession, categories: readonly string[] = CATEGORIES): Promise<void> {
  await cdp.send('Tracing.start', { transferMode: 'ReturnAsStream', traceConfig: { includedCategories: [...categories] } });
  // Starting V8's sampling profiler logs every compiled function from inside the page's main thread (an
  // API interrupt, 0.8 s at 4× CPU): a tap sent before it ends waits behind it, and the trace would
  // charge the profiler's own start to the page
  await new Promise((resolve) => setTimeout(resolve, 2_000));
}

/** Ends the trace, writes it to `file` and returns its events. */
export async function endTrace(cdp: CDPSession, file: string): Promise<TraceEvent[]> {
  const done = new Promise<string>((resolve) => cdp.once('Tracing.tracingComplete', (e) => resolve(e.stream ?? '')));
  await cdp.send('Tracing.end');
  const stream = await done;
  let text = '';
  for (;;) {
    const chunk = await cdp.send('IO.read', { handle: stream, size: 1 << 20 });
    text += chunk.base64Encoded ? Buffer.from(chunk.data, 'base64').toString('utf8') : chunk.data;
    if (chunk.eof) break;
  }
  await cdp.send('IO.close', { handle: stream });
  writeFileSync(file, text);
  const parsed = JSON.parse(text) as { traceEvents?: TraceEvent[] } | TraceEvent[];
  return Array.isArray(parsed) ? parsed : (parsed.traceEvents ?? []);
}

/**
 * From the tap's pointerdown (or keydown) on the main thread to `untilMs` after it: requests and main-thread
 * work, as lines of text.
 */
export function summariseTrace(events: readonly TraceEvent[], inputType: string, untilMs: number): string[] {
  const main = events.find(
    (e) => e.name === 'thread_name' && e.args?.name === 'CrRendererMain' && events.some((x) => x.pid === e.pid && x.name === 'EventDispatch'),
  );
  if (!main) return ['trace: no renderer main thread with input found'];
  const input = events.find((e) => e.pid === main.pid && e.tid === main.tid && e.name === 'EventDispatch' && e.args?.data?.type === inputType);
  if (!input) return [`trace: no ${inputType} dispatched on the main thread`];
  const t0 = input.ts;
  const t1 = t0 + untilMs * 1000;
  const ms = (ts: number) => ((ts - t0) / 1000).toFixed(0);
  const lines: string[] = [`trace: from the ${inputType} (t = 0) to the response at ${untilMs.toFixed(0)} ms`];
  const started = new Map<string, { url: string; at: number; priority: string }>();
  for (const e of events) {
    const d = e.args?.data;
    if (!d || e.ts < t0 - 5_000_000 || e.ts > t1) continue;
    if (e.name === 'ResourceSendRequest') started.set(String(d.requestId), { url: String(d.url), at: e.ts, priority: String(d.priority ?? '') });
    if (e.name === 'ResourceFinish') {
      const s = started.get(String(d.requestId));
      if (s && e.ts >= t0) {
        const url = new URL(s.url);
        lines.push(
          `  request ${ms(s.at).padStart(6)} → ${ms(e.ts).padStart(6)} ms  ${String(d.encodedDataLength ?? '?').padStart(8)} B  ${s.priority.padEnd(8)} ${url.pathname}${url.search}`,
        );
      }
    }
  }
  // each task's work by kind in self time: a task is not all of the kind of the first thing it did
  const tasks = threadTasks(events, main, t0, t1);
  const busyMs = tasks.reduce((sum, task) => sum + task.durationMs, 0);
  lines.push(`  main thread busy ${busyMs} ms of ${untilMs.toFixed(0)}: ${formatWork(workOf(tasks))}`);
  for (const task of tasks.filter((t) => t.durationMs >= 50))
    lines.push(`  long task at ${task.startMs} ms: ${task.durationMs} ms: ${formatWork(task.work, 5)}`);
  return lines;
}
