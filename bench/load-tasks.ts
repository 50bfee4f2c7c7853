/**
 * What the long tasks of a page load are made of (issue 51 part 6): the renderer main thread's top-level
 * tasks of a Chromium performance trace, each long one (≥ 50 ms) with the work inside it summed by what it
 * was (HTML parse, style, layout, a script's compile or run by its URL, GC…), self time only, so the
 * `page` and `unattributable` tasks Lighthouse reports (bench/long-tasks.ts) get their causes named.
 */

/** A trace event, the fields read here. */
export interface TraceEvent {
  name: string;
  ph: string;
  ts: number;
  dur?: number;
  /** the thread's own CPU time in the event (µs): not the time it waited for a CPU, as `dur` counts */
  tdur?: number;
  pid: number;
  tid: number;
  args?: { name?: string; data?: Record<string, unknown>; beginData?: Record<string, unknown> };
}

/** One long task: when it started (ms from the trace's navigation start), how long it ran, and its work by kind, longest first. */
export interface LoadTask {
  startMs: number;
  durationMs: number;
  work: { what: string; ms: number }[];
}

/**
 * Events that name a kind of work; the self time of an unnamed event goes to its nearest named ancestor, and
 * a task's own, `other`: time the trace names no work for (on a busy machine largely the thread waiting for a CPU).
 */
const NAMED: Readonly<Record<string, string>> = {
  ParseHTML: 'parse HTML',
  ParseAuthorStyleSheet: 'parse CSS',
  UpdateLayoutTree: 'style',
  RecalculateStyles: 'style',
  Layout: 'layout',
  PrePaint: 'pre-paint',
  Paint: 'paint',
  Layerize: 'paint',
  UpdateLayer: 'paint',
  HitTest: 'hit test',
  MajorGC: 'GC',
  MinorGC: 'GC',
  'V8.GC_SCAVENGER': 'GC',
  'V8.GC_MARK_COMPACTOR': 'GC',
  'v8.compile': 'compile',
  'v8.compileModule': 'compile',
  CompileScript: 'compile',
  'V8.CompileCode': 'compile',
  EvaluateScript: 'evaluate',
  // a module graph's evaluation names no script: Lighthouse calls its task `unattributable`
  'v8.evaluateModule': 'evaluate modules',
  FunctionCall: 'run',
  TimerFire: 'run',
  FireIdleCallback: 'run',
  FireAnimationFrame: 'run',
  EventDispatch: 'event',
  RunMicrotasks: 'microtasks',
  ResourceReceivedData: 'network',
  ResourceReceiveResponse: 'network',
  ResourceFinish: 'network',
};

/** The script a compile, evaluation or call ran: its file's name, without the hash's directory. */
function scriptOf(e: TraceEvent): string {
  const url = e.args?.data?.url ?? e.args?.beginData?.url ?? e.args?.data?.fileName;
  if (typeof url !== 'string' || url === '') return '';
  try {
    const u = new URL(url);
    return u.pathname === '/' || !u.pathname.includes('.') ? 'page' : u.pathname.split('/').pop()!;
  } catch {
    return url;
  }
}

function labelOf(e: TraceEvent): string | null {
  const kind = NAMED[e.name];
  if (!kind) return null;
  if (kind === 'compile' || kind === 'evaluate' || kind === 'run') {
    const script = scriptOf(e);
    return script ? `${kind} ${script}` : kind;
  }
  if (kind === 'event') return `event ${String(e.args?.data?.type ?? '')}`.trim();
  return kind;
}

interface Span {
  event: TraceEvent;
  start: number;
  end: number;
  children: Span[];
}

/** The main thread's complete spans (X events, and B/E pairs joined), nested by time. */
function spansOf(events: readonly TraceEvent[]): Span[] {
  const flat: Span[] = [];
  const open: TraceEvent[] = [];
  for (const e of [...events].sort((a, b) => a.ts - b.ts)) {
    if (e.ph === 'X') flat.push({ event: e, start: e.ts, end: e.ts + (e.dur ?? 0), children: [] });
    else if (e.ph === 'B') open.push(e);
    else if (e.ph === 'E') {
      const at = open.map((b) => b.name).lastIndexOf(e.name);
      if (at >= 0) {
        const [begin] = open.splice(at, 1);
        flat.push({
          event: { ...begin!, args: { ...begin!.args, data: { ...begin!.args?.data, ...e.args?.data } } },
          start: begin!.ts,
          end: e.ts,
          children: [],
        });
      }
    }
  }
  // parents before children: earlier start, then the longer first
  flat.sort((a, b) => a.start - b.start || b.end - a.end);
  const roots: Span[] = [];
  const stack: Span[] = [];
  for (const span of flat) {
    while (stack.length > 0 && stack.at(-1)!.end <= span.start) stack.pop();
    const parent = stack.at(-1);
    if (parent && span.end <= parent.end) parent.children.push(span);
    else roots.push(span);
    stack.push(span);
  }
  return roots;
}

function addSelfTimes(span: Span, inherited: string, into: Map<string, number>): void {
  const label = labelOf(span.event) ?? inherited;
  const childTime = span.children.reduce((sum, c) => sum + (c.end - c.start), 0);
  into.set(label, (into.get(label) ?? 0) + Math.max(0, span.end - span.start - childTime));
  for (const child of span.children) addSelfTimes(child, label, into);
}

const TASK_NAMES = new Set(['RunTask', 'ThreadControllerImpl::RunTask']);

/** One top-level task with its work by kind in ms of self time (kinds under 1 ms left out), its start in ms after `originUs`. */
function taskOf(root: Span, originUs: number): LoadTask {
  const work = new Map<string, number>();
  addSelfTimes(root, 'other', work);
  return {
    startMs: Math.round((root.start - originUs) / 1000),
    durationMs: Math.round((root.end - root.start) / 1000),
    work: [...work.entries()]
      .map(([what, us]) => ({ what, ms: Math.round(us / 1000) }))
      .filter((w) => w.ms >= 1)
      .sort((a, b) => b.ms - a.ms),
  };
}

/** The renderer main thread that parsed the page's HTML, and its navigation's start (µs); undefined without one. */
function pageThread(events: readonly TraceEvent[]): { pid: number; tid: number; t0: number } | undefined {
  // the blank page before the navigation parses an empty document too
  const parse = events.find((e) => e.name === 'ParseHTML' && /^https?:/.test(String(e.args?.beginData?.url ?? '')));
  if (!parse) return undefined;
  const { pid, tid } = parse;
  const url = String(parse.args?.beginData?.url);
  const navigation = events.find((e) => e.pid === pid && e.name === 'navigationStart' && e.args?.data?.documentLoaderURL === url);
  return { pid, tid, t0: navigation?.ts ?? parse.ts };
}

/**
 * The page's main-thread work by the thread's own CPU time, which a busy machine does not stretch as it
 * stretches wall time (Lighthouse simulates from wall time): every top-level task of the recorded load from
 * the navigation on, `cpuMs` their CPU time × `factor` (Lighthouse's 4× slower phone) and `blockingMs` the
 * sum over them of what passes 50 ms. Not Lighthouse's TBT (that counts only between the first paint and the
 * page's quiet window, and simulates the network); a figure of the same work that holds still from run to run,
 * so that two builds, or a build and its no-script copy, compare on a shared machine.
 */
export function threadTime(events: readonly TraceEvent[], factor: number): { cpuMs: number; blockingMs: number } {
  const thread = pageThread(events);
  if (!thread) return { cpuMs: 0, blockingMs: 0 };
  let cpu = 0;
  let blocking = 0;
  for (const e of events) {
    if (e.pid !== thread.pid || e.tid !== thread.tid || e.ph !== 'X' || !TASK_NAMES.has(e.name) || e.ts < thread.t0) continue;
    const ms = ((e.tdur ?? 0) / 1000) * factor;
    cpu += ms;
    blocking += Math.max(0, ms - 50);
  }
  return { cpuMs: Math.round(cpu), blockingMs: Math.round(blocking) };
}

/**
 * The long tasks of the page's renderer main thread (the one that parsed the page's HTML), from the first
 * navigation start on, each with its work by kind in ms of self time (kinds under 1 ms left out).
 */
export function longLoadTasks(events: readonly TraceEvent[], minMs = 50): LoadTask[] {
  const thread = pageThread(events);
  if (!thread) return [];
  const { pid, tid, t0 } = thread;
  const roots = spansOf(events.filter((e) => e.pid === pid && e.tid === tid && (e.ph === 'X' || e.ph === 'B' || e.ph === 'E')));
  const tasks: LoadTask[] = [];
  for (const root of roots) {
    if (!TASK_NAMES.has(root.event.name) || root.end - root.start < minMs * 1000 || root.start < t0) continue;
    tasks.push(taskOf(root, t0));
  }
  return tasks;
}

/** One line a task: `@812 ms 143 ms: parse HTML 61, style 40, run entry-client-B1.js 22`. */
export function formatLoadTasks(tasks: readonly LoadTask[], top = 6): string[] {
  return tasks.map((t) => `@${t.startMs} ms ${t.durationMs} ms: ${formatWork(t.work, top)}`);
}

/** The long tasks' work summed by kind, longest first, scaled by `factor` (Lighthouse's 4× CPU over the recorded trace). */
export function workOf(tasks: readonly LoadTask[], factor = 1): { what: string; ms: number }[] {
  const sums = new Map<string, number>();
  for (const task of tasks) for (const w of task.work) sums.set(w.what, (sums.get(w.what) ?? 0) + w.ms * factor);
  return [...sums.entries()].map(([what, ms]) => ({ what, ms })).sort((a, b) => b.ms - a.ms);
}

/** `style 420, layout 380, run vendor-B1.js 300, …` (the `top` largest), or `none`. */
export function formatWork(work: readonly { what: string; ms: number }[], top = 8): string {
  return work.length === 0
    ? 'none'
    : work
        .slice(0, top)
        .map((w) => `${w.what} ${w.ms}`)
        .join(', ');
}

/**
 * The top-level tasks of one thread that run between `fromUs` and `toUs` (trace µs; the one running at
 * `fromUs` too), each with its work by kind in ms of self time and its start in ms after `fromUs`: what a
 * tap waited for (bench/tap-trace.ts), where a task that begins with the press's small style update and
 * then runs the click's handler is charged to the handler, not to style.
 */
export function threadTasks(events: readonly TraceEvent[], thread: { pid: number; tid: number }, fromUs: number, toUs: number): LoadTask[] {
  const own = events.filter((e) => e.pid === thread.pid && e.tid === thread.tid && (e.ph === 'X' || e.ph === 'B' || e.ph === 'E'));
  const tasks: LoadTask[] = [];
  for (const root of spansOf(own)) {
    if (!TASK_NAMES.has(root.event.name) || root.end <= fromUs || root.start > toUs) continue;
    tasks.push(taskOf(root, fromUs));
  }
  return tasks;
}
