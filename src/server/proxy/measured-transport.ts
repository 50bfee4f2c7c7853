/** Backend calls timed and counted per endpoint (src/server/process/metrics.ts), whichever transport makes them. */
import type { Transport } from '../../api/http.ts';
import type { ServerResponse } from 'node:http';
import type { ProxiedCall } from './backend-proxy.ts';
import { endpointLabel, playerMetrics } from '../process/metrics.ts';

function failureReason(error: unknown): string {
  if (error instanceof Error && (error.name === 'TimeoutError' || error.name === 'AbortError')) return 'timeout';
  return 'error';
}

function observe(endpoint: string, started: number, outcome: string): void {
  playerMetrics.backendDuration.observe({ endpoint, outcome }, (performance.now() - started) / 1000);
  if (outcome === 'timeout' || outcome === 'error' || outcome === '5xx') playerMetrics.backendFailures.inc({ endpoint, reason: outcome });
}

const statusClass = (status: number) => (status >= 500 ? '5xx' : status >= 400 ? '4xx' : 'ok');

export function measuredTransport(transport: Transport): Transport {
  return async (path, init) => {
    const started = performance.now();
    const endpoint = endpointLabel(path);
    try {
      const response = await transport(path, init);
      observe(endpoint, started, statusClass(response.status));
      return response;
    } catch (error) {
      observe(endpoint, started, failureReason(error));
      throw error;
    }
  };
}

type Proxy = (call: ProxiedCall, res: ServerResponse, timeoutMs: number) => Promise<void>;

export function measuredProxy(proxy: Proxy): Proxy {
  return async (call, res, timeoutMs) => {
    const started = performance.now();
    const endpoint = endpointLabel(call.target);
    try {
      await proxy(call, res, timeoutMs);
      observe(endpoint, started, statusClass(res.statusCode));
    } catch (error) {
      observe(endpoint, started, failureReason(error));
      throw error;
    }
  };
}
