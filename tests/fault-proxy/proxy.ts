/**
 * A fault-injecting HTTP proxy for resilience tests: forwards to an upstream backend and, per path
 * pattern, breaks the answer the way real backends break (refused or reset connections, answers
 * slower than any timeout, 5xx, malformed JSON, wrong shapes). Rules are switched at run time
 * through a separate control port, so a test can break the backend while the app keeps running.
 *
 * Control API (JSON, on the control port):
 *   PUT    /rules   { "rules": FaultRule[] }   replaces the rules (first match wins)
 *   DELETE /rules                              back to a transparent proxy
 *   GET    /rules                              the current rules and how often each one hit
 */
import { createServer, request as httpRequest, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { Socket } from 'node:net';

export type FaultMode =
  /** the data port stops listening: every connection is refused (ECONNREFUSED) */
  | 'refuse'
  /** the connection is dropped without an answer (ECONNRESET / socket hang up) */
  | 'reset'
  /** the answer comes after `delayMs` (default 25 s: beyond the app's 15 s call timeout) */
  | 'slow'
  /** an HTTP error status (default 500) with a short non-JSON body */
  | 'status'
  /** 200 with a body that is not JSON */
  | 'malformed'
  /** 200 with valid JSON of the wrong shape, built from the upstream answer */
  | 'shape'
  /** 200 and the start of a JSON body, then one byte every `delayMs` (default 500) for ever: a backend that stalls mid-body */
  | 'stall'
  /** 200 and the start of a JSON body, then the connection is reset */
  | 'cut';

export type ShapeVariant =
  /** `null` */
  | 'null'
  /** an empty array */
  | 'array'
  /** statusCode 1, every other leaf replaced by a value of another type */
  | 'scramble';

export interface FaultRule {
  /** a regular expression tested against the request path (without the query) */
  path: string;
  mode: FaultMode;
  delayMs?: number;
  status?: number;
  shape?: ShapeVariant;
}

interface ActiveRule extends FaultRule {
  re: RegExp;
  hits: number;
}

/** Every leaf swapped for a value of another type; statusCode stays 1 so the client takes it as success. */
export function scramble(value: unknown, key = ''): unknown {
  if (key === 'statusCode') return 1;
  if (Array.isArray(value)) return value.length === 0 ? { length: 0 } : { 0: scramble(value[0]) };
  if (value === null) return [];
  switch (typeof value) {
    case 'string':
      return 7;
    case 'number':
      return 'seven';
    case 'boolean':
      return 'yes';
    case 'object': {
      const out: Record<string, unknown> = {};
      for (const [k, v] of Object.entries(value)) out[k] = scramble(v, k);
      return out;
    }
    default:
      return null;
  }
}

export interface FaultProxy {
  /** the data port's base URL, what BACKEND_URL should point at */
  url: string;
  controlUrl: string;
  setRules(rules: FaultRule[]): Promise<void>;
  close(): Promise<void>;
}

function readBody(req: IncomingMessage): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => resolve(Buffer.concat(chunks)));
    req.on('error', reject);
  });
}

function forward(upstream: URL, req: IncomingMessage, body: Buffer): Promise<{ status: number; headers: Record<string, string>; body: Buffer }> {
  return new Promise((resolve, reject) => {
    const headers: Record<string, string> = {};
    for (const [k, v] of Object.entries(req.headers)) if (typeof v === 'string' && k !== 'host' && k !== 'connection') headers[k] = v;
    headers['content-length'] = String(body.length);
    const out = httpRequest({ host: upstream.hostname, port: upstream.port, path: req.url, method: req.method, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => {
        const h: Record<string, string> = {};
        for (const [k, v] of Object.entries(res.headers))
          if (typeof v === 'string' && k !== 'content-length' && k !== 'transfer-encoding' && k !== 'connection') h[k] = v;
        resolve({ status: res.statusCode ?? 502, headers: h, body: Buffer.concat(chunks) });
      });
      res.on('error', reject);
    });
    out.on('error', reject);
    out.end(body);
  });
}

function listen(server: Server, port: number, host: string): Promise<void> {
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => {
      server.off('error', reject);
      resolve();
    });
  });
}

export async function startFaultProxy(options: { upstream: string; port: number; controlPort: number; host?: string }): Promise<FaultProxy> {
  const host = options.host ?? '127.0.0.1';
  const upstream = new URL(options.upstream);
  let rules: ActiveRule[] = [];
  const sockets = new Set<Socket>();
  const timers = new Set<NodeJS.Timeout>();

  const send = (res: ServerResponse, status: number, headers: Record<string, string>, body: Buffer | string) => {
    if (res.destroyed) return;
    res.writeHead(status, { ...headers, 'content-length': String(Buffer.byteLength(body)) });
    res.end(body);
  };

  const onData = async (req: IncomingMessage, res: ServerResponse) => {
    const path = (req.url ?? '/').split('?')[0] ?? '/';
    const rule = rules.find((r) => r.re.test(path));
    try {
      const body = await readBody(req);
      if (!rule) {
        const up = await forward(upstream, req, body);
        send(res, up.status, up.headers, up.body);
        return;
      }
      rule.hits++;
      switch (rule.mode) {
        case 'refuse':
        case 'reset':
          req.socket.destroy();
          return;
        case 'slow': {
          const timer = setTimeout(() => {
            timers.delete(timer);
            forward(upstream, req, body).then(
              (up) => send(res, up.status, up.headers, up.body),
              () => req.socket.destroy(),
            );
          }, rule.delayMs ?? 25_000);
          timers.add(timer);
          res.on('close', () => {
            clearTimeout(timer);
            timers.delete(timer);
          });
          return;
        }
        case 'stall': {
          res.writeHead(200, { 'content-type': 'application/json' });
          res.write('{"statusCode":1,"value":[');
          const timer = setInterval(() => res.write(' '), rule.delayMs ?? 500);
          timers.add(timer);
          res.on('close', () => {
            clearInterval(timer);
            timers.delete(timer);
          });
          return;
        }
        case 'cut':
          res.writeHead(200, { 'content-type': 'application/json' });
          res.write('{"statusCode":1,"value":[', () => setTimeout(() => req.socket.destroy(), 50));
          return;
        case 'status':
          send(res, rule.status ?? 500, { 'content-type': 'text/html' }, '<h1>Bad gateway</h1>');
          return;
        case 'malformed':
          send(res, 200, { 'content-type': 'application/json' }, '{"statusCode":1,"value":[{"game_code":');
          return;
        case 'shape': {
          const variant = rule.shape ?? 'scramble';
          if (variant === 'null') return send(res, 200, { 'content-type': 'application/json' }, 'null');
          if (variant === 'array') return send(res, 200, { 'content-type': 'application/json' }, '[]');
          const up = await forward(upstream, req, body);
          let parsed: unknown;
          try {
            parsed = JSON.parse(up.body.toString('utf8'));
          } catch {
            parsed = { statusCode: 1 };
          }
          send(res, 200, { 'content-type': 'application/json' }, JSON.stringify(scramble(parsed)));
          return;
        }
      }
    } catch {
      req.socket.destroy();
    }
  };

  const data = createServer((req, res) => void onData(req, res));
  data.on('connection', (s) => {
    sockets.add(s);
    s.on('close', () => sockets.delete(s));
  });
  let listening = false;
  const openData = async () => {
    if (listening) return;
    await listen(data, options.port, host);
    listening = true;
  };
  const closeData = async () => {
    if (!listening) return;
    listening = false;
    const closed = new Promise<void>((resolve) => data.close(() => resolve()));
    for (const s of sockets) s.destroy();
    await closed;
  };

  const apply = async (next: FaultRule[]) => {
    rules = next.map((r) => ({ ...r, re: new RegExp(r.path), hits: 0 }));
    // "refuse" is a property of the port, not of one answer: with it the data port is closed.
    if (next.some((r) => r.mode === 'refuse')) await closeData();
    else await openData();
  };

  const control = createServer((req, res) => {
    void (async () => {
      try {
        if (req.url === '/rules' && req.method === 'PUT') {
          const parsed = JSON.parse((await readBody(req)).toString('utf8')) as { rules?: FaultRule[] };
          await apply(parsed.rules ?? []);
        } else if (req.url === '/rules' && req.method === 'DELETE') {
          await apply([]);
        } else if (!(req.url === '/rules' && req.method === 'GET')) {
          return send(res, 404, { 'content-type': 'text/plain' }, 'not found');
        }
        send(res, 200, { 'content-type': 'application/json' }, JSON.stringify({ rules: rules.map(({ re: _re, ...r }) => r) }));
      } catch (error) {
        send(res, 400, { 'content-type': 'text/plain' }, error instanceof Error ? error.message : String(error));
      }
    })();
  });

  await openData();
  await listen(control, options.controlPort, host);
  const controlUrl = `http://${host}:${options.controlPort}`;
  return {
    url: `http://${host}:${options.port}`,
    controlUrl,
    async setRules(next) {
      await apply(next);
    },
    async close() {
      for (const t of timers) clearTimeout(t);
      await closeData();
      await new Promise<void>((resolve) => control.close(() => resolve()));
    },
  };
}

/** Switches a running proxy's rules from another process (a test). */
export async function setFaults(controlUrl: string, rules: FaultRule[]): Promise<void> {
  const res = await fetch(`${controlUrl}/rules`, { method: 'PUT', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ rules }) });
  if (!res.ok) throw new Error(`fault proxy control: ${res.status} ${await res.text()}`);
}
