import type { IncomingMessage, ServerResponse } from 'node:http';
import { deviceClass } from '../../viewport/guess.ts';
import { parseRequest, readBody } from '../process/node-request.ts';
import { DATA_HEADERS } from '../player/security-headers.ts';
import { createFieldAggregate, summarise, type FieldAggregate } from './aggregate.ts';
import { FIELD_BODY_LIMIT, parseFieldReport } from './body.ts';
import { fixedWindowLimit, type RateLimit } from './rate-limit.ts';
import { knownSites } from './known-sites.ts';

/** Where the browser's one field beacon posts (src/app/platform/field-beacon.ts): vitals and compliance seen together. */
export const FIELD_BEACON_PATH = '/__vitals';
/**
 * Where the compliance-seen beacon posted before it joined the vitals' (issue 52 part 3): a player tab
 * opened before a server's upgrade still runs the old after-idle chunk and posts its elements here
 * until it is reloaded. The same handler answers it; its bodies are field reports without figures.
 */
export const COMPLIANCE_SEEN_PATH = '/__compliance-seen';
const PATHS: ReadonlySet<string> = new Set([FIELD_BEACON_PATH, COMPLIANCE_SEEN_PATH]);
const SUMMARY_PATHS: ReadonlySet<string> = new Set([...PATHS].map((path) => `${path}/summary`));

export interface VitalsSettings {
  /** the share of page views that report (VITALS_SAMPLE_RATE, 0–1; the page tells its browser) */
  sampleRate: number;
  /** beacons one client address may post per minute (VITALS_PER_MINUTE) */
  perMinute: number;
}

const DEFAULT_SAMPLE_RATE = 0.1;
const DEFAULT_PER_MINUTE = 30;

/** The settings from the environment (README "Environment"); a value out of range is a clear error at start. */
export function vitalsSettings(env: Readonly<Record<string, string | undefined>>): VitalsSettings {
  const rate = env['VITALS_SAMPLE_RATE'] === undefined || env['VITALS_SAMPLE_RATE'] === '' ? DEFAULT_SAMPLE_RATE : Number(env['VITALS_SAMPLE_RATE']);
  if (!Number.isFinite(rate) || rate < 0 || rate > 1) throw new Error(`VITALS_SAMPLE_RATE must be a number from 0 to 1, got "${env['VITALS_SAMPLE_RATE']}"`);
  const perMinute = env['VITALS_PER_MINUTE'] === undefined || env['VITALS_PER_MINUTE'] === '' ? DEFAULT_PER_MINUTE : Number(env['VITALS_PER_MINUTE']);
  if (!Number.isInteger(perMinute) || perMinute < 1)
    throw new Error(`VITALS_PER_MINUTE must be a whole number of at least 1, got "${env['VITALS_PER_MINUTE']}"`);
  return { sampleRate: rate, perMinute };
}

/** What this process has gathered (each cluster process keeps its own; the operator API pools them: ./cluster.ts). */
export const processField: FieldAggregate = createFieldAggregate(undefined, knownSites.has);

/** This process's histograms and counters: the operator port's /metrics merges this registry with its own. */
export const fieldRegistry = processField.registry;

const LOOPBACK = new Set(['127.0.0.1', '::1', '::ffff:127.0.0.1']);

function answer(res: ServerResponse, status: number, body?: unknown, extra: Record<string, string> = {}): void {
  const text = body === undefined ? '' : JSON.stringify(body);
  res.writeHead(status, {
    ...DATA_HEADERS,
    'cache-control': 'no-store',
    ...(text ? { 'content-type': 'application/json; charset=utf-8', 'content-length': String(Buffer.byteLength(text)) } : {}),
    ...extra,
  });
  res.end(text);
}

/**
 * The field beacon's routes, in the shape of the handler's route hook: true when it answered. Refused
 * in this order, before anything is read or kept:
 *  - POST /__vitals (and /__compliance-seen): 204 once recorded; 405 another method, 400 a request
 *    without a host, 429 over the client's rate (one beacon a page view, whatever it carries), 413 over
 *    FIELD_BODY_LIMIT, 400 malformed.
 *  - GET /__vitals/summary (and /__compliance-seen/summary): this process's figures as JSON (`sites`: the
 *    vitals' p75, `series`: the compliance counts), to a loopback client only (no proxy in between), for
 *    a check on the machine itself; the operator API pools every worker's.
 */
export function createFieldRoutes(options: { trustProxy: boolean; perMinute: number; aggregate?: FieldAggregate; limit?: RateLimit }) {
  const aggregate = options.aggregate ?? processField;
  const limit = options.limit ?? fixedWindowLimit(options.perMinute);
  return async (pathname: string, req: IncomingMessage, res: ServerResponse): Promise<boolean> => {
    if (SUMMARY_PATHS.has(pathname)) {
      const direct = LOOPBACK.has(req.socket.remoteAddress ?? '') && req.headers['x-forwarded-for'] === undefined;
      if (!direct) answer(res, 404, { error: 'not found' });
      else if (req.method !== 'GET') answer(res, 405, { error: 'GET only' }, { allow: 'GET' });
      else {
        const { vitals, seen } = summarise(aggregate.values());
        answer(res, 200, { sites: vitals, series: seen });
      }
      return true;
    }
    if (!PATHS.has(pathname)) return false;
    if (req.method !== 'POST') {
      answer(res, 405, { error: 'POST only' }, { allow: 'POST' });
      return true;
    }
    const parsed = parseRequest(req, options.trustProxy);
    if ('error' in parsed) {
      answer(res, 400, { error: parsed.error });
      return true;
    }
    if (!limit.allow(parsed.client.address)) {
      answer(res, 429, { error: 'too many reports' }, { 'retry-after': '60' });
      return true;
    }
    // over the limit throws BodyTooLarge: the handler answers 413 and drops the socket
    const body = await readBody(req, FIELD_BODY_LIMIT);
    const report = parseFieldReport(body.toString('utf8'));
    if ('error' in report) {
      answer(res, 400, { error: report.error });
      return true;
    }
    aggregate.record(parsed.client.host.replace(/:\d+$/, ''), deviceClass(req.headers['user-agent']), report);
    answer(res, 204);
    return true;
  };
}
