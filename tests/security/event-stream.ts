/** A client of the operator's event stream (`GET /api/events`) for the tests: every event it was sent, and a wait for one. */
import { request } from 'node:http';

export interface StreamEvent {
  event: string;
  data: Record<string, unknown>;
}

export interface EventStreamClient {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  events: StreamEvent[];
  /** the raw text so far (comments included) */
  text(): string;
  /** the first event (sent so far or later) that `match` accepts; rejects after `ms` */
  waitFor(match: (e: StreamEvent) => boolean, ms?: number): Promise<StreamEvent>;
  /** resolves when the server ends the stream */
  ended: Promise<void>;
  close(): void;
}

export function openEvents(port: number, options: { cookie?: string; tab?: string; from?: string } = {}): Promise<EventStreamClient> {
  return new Promise((resolve, reject) => {
    const req = request(
      {
        host: '127.0.0.1',
        port,
        path: `/api/events${options.tab ? `?tab=${options.tab}` : ''}`,
        headers: {
          host: `127.0.0.1:${port}`,
          accept: 'text/event-stream',
          ...(options.cookie ? { cookie: options.cookie } : {}),
          ...(options.from ? { 'x-forwarded-for': options.from } : {}),
        },
        agent: false,
      },
      (res) => {
        let raw = '';
        let buffer = '';
        const events: StreamEvent[] = [];
        const waiters = new Set<() => void>();
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => {
          raw += chunk;
          buffer += chunk;
          let end: number;
          while ((end = buffer.indexOf('\n\n')) !== -1) {
            const block = buffer.slice(0, end);
            buffer = buffer.slice(end + 2);
            const event = /^event: (.*)$/m.exec(block)?.[1];
            const data = /^data: (.*)$/m.exec(block)?.[1];
            if (event && data) events.push({ event, data: JSON.parse(data) as Record<string, unknown> });
          }
          for (const wake of waiters) wake();
        });
        const ended = new Promise<void>((done) => res.on('close', done));
        resolve({
          status: res.statusCode ?? 0,
          headers: res.headers,
          events,
          text: () => raw,
          ended,
          waitFor(match, ms = 10_000) {
            return new Promise((found, fail) => {
              const look = () => {
                const hit = events.find(match);
                if (!hit) return;
                clearTimeout(timer);
                waiters.delete(look);
                found(hit);
              };
              const timer = setTimeout(() => {
                waiters.delete(look);
                fail(new Error(`no such event within ${ms} ms; got ${JSON.stringify(events)}`));
              }, ms);
              waiters.add(look);
              look();
            });
          },
          close: () => req.destroy(),
        });
      },
    );
    req.on('error', reject);
    req.end();
  });
}
