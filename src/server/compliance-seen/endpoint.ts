import type { IncomingMessage, ServerResponse } from 'node:http';
import { deviceClass } from '../../viewport/guess.ts';
import { parseRequest, readBody } from '../process/node-request.ts';
import { DATA_HEADERS } from '../player/security-headers.ts';
import { fixedWindowLimit, type RateLimit } from '../vitals/rate-limit.ts';
import { knownSites } from '../vitals/known-sites.ts';
import { createComplianceSeenAggregate, type ComplianceSeenAggregate } from './aggregate.ts';
import { COMPLIANCE_SEEN_BODY_LIMIT, parseComplianceSeen } from './body.ts';

/** Where the browser's beacon posts (src/app/platform/compliance-seen.ts) and where this process's counts are read. */
export const COMPLIANCE_SEEN_PATH = '/__compliance-seen';
export const COMPLIANCE_SEEN_SUMMARY_PATH = '/__compliance-seen/summary';

/** The counts this process has gathered (each cluster process keeps its own; the operator API sums them: ./cluster.ts). */
export const processComplianceSeen: ComplianceSeenAggregate = createComplianceSeenAggregate(undefined, knownSites.has);

/** This process's counters: the operator port's /metrics merges this registry with its own. */
export const complianceSeenRegistry = processComplianceSeen.registry;

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
 * The routes, in the shape of the handler's route hook (true when it answered), as the vitals' are
 * (src/server/vitals/endpoint.ts), refusing in the same order before anything is kept:
 *  - POST /__compliance-seen: 204 once counted; 405 another method, 400 a request without a host,
 *    429 over the client's rate (VITALS_PER_MINUTE, a limit of its own), 413 over
 *    COMPLIANCE_SEEN_BODY_LIMIT, 400 malformed.
 *  - GET /__compliance-seen/summary: this process's counts, to a direct loopback client only.
 */
export function createComplianceSeenRoutes(options: { trustProxy: boolean; perMinute: number; aggregate?: ComplianceSeenAggregate; limit?: RateLimit }) {
  const aggregate = options.aggregate ?? processComplianceSeen;
  const limit = options.limit ?? fixedWindowLimit(options.perMinute);
  return async (pathname: string, req: IncomingMessage, res: ServerResponse): Promise<boolean> => {
    if (pathname === COMPLIANCE_SEEN_SUMMARY_PATH) {
      const direct = LOOPBACK.has(req.socket.remoteAddress ?? '') && req.headers['x-forwarded-for'] === undefined;
      if (!direct) answer(res, 404, { error: 'not found' });
      else if (req.method !== 'GET') answer(res, 405, { error: 'GET only' }, { allow: 'GET' });
      else answer(res, 200, { series: aggregate.values() });
      return true;
    }
    if (pathname !== COMPLIANCE_SEEN_PATH) return false;
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
    const body = await readBody(req, COMPLIANCE_SEEN_BODY_LIMIT);
    const report = parseComplianceSeen(body.toString('utf8'));
    if ('error' in report) {
      answer(res, 400, { error: report.error });
      return true;
    }
    aggregate.record(parsed.client.host.replace(/:\d+$/, ''), deviceClass(req.headers['user-agent']), report);
    answer(res, 204);
    return true;
  };
}
