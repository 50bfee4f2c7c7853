/**
 * The messages between the main thread and a render thread (src/server/player/render-pool.ts,
 * src/server/player/render-worker.ts). Everything is plain data: it is copied across the MessagePort.
 */
import type { RenderOptions, ServerRenderOptions } from '../../app/entry-server.tsx';
import type { ConfigSet } from '../../config/config-set.ts';
import type { PreparedPage } from './prepared-page.ts';

/**
 * How many config sets a render thread keeps, least recently used first out: the live set and the
 * previews' draft sets alternate on one thread, and the main thread mirrors this list to know which
 * sets a thread still holds (each is sent once, not on every alternation).
 */
export const KEEP_SETS = 8;

/** Marks `revision` used in a least-recently-used list of `KEEP_SETS`; true when it was not held (its set must be sent). */
export function useSet(held: string[], revision: string): boolean {
  const at = held.indexOf(revision);
  if (at >= 0) held.splice(at, 1);
  held.push(revision);
  while (held.length > KEEP_SETS) held.shift();
  return at < 0;
}

/** What a render thread starts with. */
export interface RenderWorkerData {
  /** file URL of the SSR bundle (dist/server/entry-server.js) */
  entry: string;
  renderer: Omit<ServerRenderOptions, 'transport'>;
}

/** A page request as it crosses: the page renders from its URL (with the Host) and headers alone. */
export interface WireRequest {
  url: string;
  method: string;
  headers: [string, string][];
}

export type ToWorker =
  /** `set` comes along the first time a thread is asked to render with that revision */
  | { type: 'render'; id: number; request: WireRequest; revision: string; set?: ConfigSet; options?: RenderOptions }
  | { type: 'fetched'; id: number; status: number; statusText: string; headers: [string, string][]; body: ArrayBuffer }
  | { type: 'fetch-failed'; id: number; name: string; message: string };

export type FromWorker =
  | { type: 'ready'; queryKeys: string[]; cookieNames: string[] }
  | { type: 'rendered'; id: number; page: PreparedPage }
  /** a backend call of a loader, made by the main thread's transport */
  | { type: 'fetch'; id: number; path: string; method: string; headers: [string, string][]; body: ArrayBuffer | null }
  | { type: 'abort'; id: number };

export const toWire = (request: Request): WireRequest => ({ url: request.url, method: request.method, headers: [...request.headers] });

export const fromWire = (request: WireRequest): Request => new Request(request.url, { method: request.method, headers: request.headers });
