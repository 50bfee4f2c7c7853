/**
 * Raw-socket clients for the chaos suite: what an attacker sends (pipelined requests, request lines no
 * HTTP library would write, answers never read) and a monitor that measures what everyone else gets
 * meanwhile. Loopback only; every loop is bounded in count and time.
 */
import { connect, type Socket } from 'node:net';
import { call } from '../security/server.ts';

/** One request as written on the wire. */
export function requestText(method: string, target: string, host: string, options: { body?: string; headers?: string[] } = {}): string {
  const body = options.body ?? '';
  const lines = [`${method} ${target} HTTP/1.1`, `Host: ${host}`, ...(options.headers ?? [])];
  if (body) lines.push('Content-Type: application/json', `Content-Length: ${Buffer.byteLength(body)}`);
  return `${lines.join('\r\n')}\r\n\r\n${body}`;
}

/** Writes `text` and collects what comes back until the server closes or `maxMs` passes. */
export function exchange(port: number, text: string, maxMs = 5_000): Promise<{ raw: string; ms: number; closedByServer: boolean }> {
  return new Promise((ok) => {
    const started = performance.now();
    const socket = connect(port, '127.0.0.1', () => socket.write(text));
    let raw = '';
    let done = false;
    const finish = (closedByServer: boolean) => {
      if (done) return;
      done = true;
      clearTimeout(timer);
      socket.destroy();
      ok({ raw, ms: performance.now() - started, closedByServer });
    };
    const timer = setTimeout(() => finish(false), maxMs);
    socket.on('data', (chunk: Buffer) => (raw += chunk.toString('latin1')));
    socket.on('end', () => finish(true));
    socket.on('close', () => finish(true));
    socket.on('error', () => finish(true));
  });
}

/** The status codes of every answer in a raw response stream, in order. */
export const statuses = (raw: string): number[] => [...raw.matchAll(/HTTP\/1\.1 (\d{3})/g)].map((m) => Number(m[1]));

/** Sockets that send their requests and then never read a byte: the slow reader of the issue. */
export function neverReading(port: number, texts: string[]): { sockets: Socket[]; close(): void } {
  const sockets = texts.map((text) => {
    const socket = connect(port, '127.0.0.1', () => {
      socket.write(text);
      socket.pause();
    });
    socket.on('error', () => {});
    return socket;
  });
  return { sockets, close: () => sockets.forEach((s) => s.destroy()) };
}

export interface Watch {
  /** the slowest /healthz answer (ms); Infinity when one failed or took over 1 s */
  healthzMaxMs: number;
  /** the cached page's 99th percentile (ms) */
  pageP99Ms: number;
  /** the cached page's median (ms) */
  pageMedianMs: number;
  samples: number;
  failures: string[];
}

/**
 * Measures, every `everyMs` until stopped, /healthz and a cached page on fresh connections (never one
 * an attack holds): what a player and the load balancer see while the attack runs.
 */
export function watch(port: number, page: { path: string; host: string }, everyMs = 10): { stop(): Promise<Watch> } {
  let running = true;
  const health: number[] = [];
  const pages: number[] = [];
  const failures: string[] = [];
  const withTimeout = async (label: string, run: Promise<{ status: number; ms: number }>, record: number[]) => {
    const answer = await Promise.race([run, new Promise<null>((r) => setTimeout(() => r(null), 1_000))]).catch(() => null);
    if (!answer || answer.status !== 200) {
      failures.push(`${label}: ${answer ? `status ${answer.status}` : 'no answer within 1 s'}`);
      record.push(Infinity);
    } else record.push(answer.ms);
  };
  const loop = (async () => {
    const until = performance.now() + 120_000;
    while (running && performance.now() < until) {
      await Promise.all([
        withTimeout('/healthz', call(port, '/healthz'), health),
        withTimeout(page.path, call(port, page.path, { host: page.host, headers: { 'accept-language': 'en', 'accept-encoding': 'gzip' } }), pages),
      ]);
      await new Promise((r) => setTimeout(r, everyMs));
    }
  })();
  return {
    async stop() {
      running = false;
      await loop;
      if (process.env.CHAOS_DEBUG) console.info(`healthz ${health.map((n) => n.toFixed(0)).join(' ')}\npages ${pages.map((n) => n.toFixed(0)).join(' ')}`);
      const sorted = [...pages].sort((a, b) => a - b);
      return {
        healthzMaxMs: Math.max(...health),
        // nearest rank: with 200 samples the two slowest are above it
        pageP99Ms: sorted[Math.ceil(sorted.length * 0.99) - 1] ?? Infinity,
        pageMedianMs: sorted[Math.floor(sorted.length / 2)] ?? Infinity,
        samples: pages.length,
        failures,
      };
    },
  };
}

export const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
