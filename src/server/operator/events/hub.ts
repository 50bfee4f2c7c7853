/**
 * The operator server's event streams (issue 49 part 4, `GET /api/events`): presence, drafts that
 * changed, and the live revision, each to the streams whose operator may view what it is about. Every
 * server of a store reads the same store, so an edit or a presence on one reaches the operators of all:
 * it reads presence, drafts and the live pointer every POLL_MS, and at once when the store says
 * something changed (Postgres NOTIFY; the memory store) or this server made the change.
 */
import type { ServerResponse } from 'node:http';
import { allows, type Touched } from '../../../../engine/accounts/roles.ts';
import type { Account, ConfigStoreBackend, PresenceRecord } from '../../../../engine/store/types.ts';
import type { PresenceEntry, StudioEvents } from '../../../../schemas/operator-api/presence.ts';
import { errorText, type EventLog } from '../../../lib/event-log.ts';
import { OperatorError } from '../http.ts';
import { createDraftScope } from './draft-scope.ts';

/** A presence the stream that holds it does not refresh is gone after this long. */
export const PRESENCE_TTL_MS = 30_000;
/** A comment on every stream this often, and each stream's presence refreshed: proxies keep it, a dead one is noticed. */
export const HEARTBEAT_MS = 15_000;
export const POLL_MS = 1_000;
/** How often a stream's session is looked up: a session that ended (logout elsewhere, expiry) closes its streams. */
export const SESSION_CHECK_MS = 5_000;
export const MAX_STREAMS_PER_SESSION = 4;
export const MAX_STREAMS = 200;
/** A stream whose reader has this much unread is dropped: the studio reconnects and is sent the present state. */
const MAX_UNREAD = 1024 * 1024;

export const SSE_HEADERS: Readonly<Record<string, string>> = {
  'content-type': 'text/event-stream; charset=utf-8',
  'cache-control': 'no-store',
  'x-content-type-options': 'nosniff',
  'x-accel-buffering': 'no',
};

export interface StreamOwner {
  account: Account;
  /** the session's id hash */
  session: string;
}

interface Stream extends StreamOwner {
  res: ServerResponse;
  tab?: string;
  /** the presence list this stream was last sent, as JSON */
  sent?: string;
}

export interface EventHub {
  /** Answers `res` as an event stream for the caller; 429 over the bounds. */
  open(res: ServerResponse, owner: StreamOwner, tab?: string): void;
  /** Look at the store now: this server changed a draft or a presence. */
  nudge(): void;
  /** Ends every stream of a session (its logout). */
  closeSession(session: string): void;
  close(): void;
  /** streams open now, for tests and /metrics */
  size(): number;
}

type Backend = Pick<
  ConfigStoreBackend,
  'presence' | 'touchPresence' | 'clearPresence' | 'drafts' | 'draft' | 'draftChanges' | 'revision' | 'liveId' | 'session' | 'onActivity'
>;

export function createEventHub(options: { backend: Backend; now: () => number; log: EventLog; pollMs?: number; heartbeatMs?: number }): EventHub {
  const { backend, log } = options;
  const streams = new Set<Stream>();
  const scope = createDraftScope(backend);
  let versions: Map<string, number> | undefined;
  let live: string | undefined;
  let liveKnown = false;
  let timers: NodeJS.Timeout[] = [];
  let unsubscribe: (() => void) | undefined;
  let ticking: Promise<void> | undefined;
  let again = false;
  let failing = false;

  const send = <E extends keyof StudioEvents>(stream: Stream, event: E, data: StudioEvents[E]) => {
    stream.res.write(`event: ${event}\ndata: ${JSON.stringify(data)}\n\n`);
    if (stream.res.writableLength > MAX_UNREAD) drop(stream);
  };

  const drop = (stream: Stream) => {
    if (!streams.delete(stream)) return;
    stream.res.end();
    // a tab whose stream opened again before this server noticed the old one close keeps the presence it reported on the new one
    const reopened = [...streams].some((s) => s.session === stream.session && s.tab === stream.tab);
    if (stream.tab && !reopened) void backend.clearPresence(stream.session, stream.tab).catch(() => {});
    if (streams.size === 0) stop();
  };

  /** A draft is heard of by who may view what it changes; one that changes nothing yet belongs to no template: its owner's, or an operator's over every template. */
  const seesDraft = (stream: Stream, owner: string, touched: Touched | undefined) => {
    if (touched === undefined) return false;
    const { grants, name } = stream.account;
    return touched !== '*' && touched.length === 0 ? owner === name || allows(grants, 'viewer', '*') : allows(grants, 'viewer', touched);
  };

  const viewable = async (stream: Stream, record: PresenceRecord, drafts: ReadonlyMap<string, { version: number; owner: string }>) => {
    const { grants } = stream.account;
    if (record.template !== undefined && !allows(grants, 'viewer', [record.template])) return false;
    if (record.draft === undefined) return allows(grants, 'viewer', []);
    const draft = drafts.get(record.draft);
    return draft !== undefined && seesDraft(stream, draft.owner, await scope.touched(record.draft, draft.version));
  };

  const tick = async () => {
    const at = new Date(options.now()).toISOString();
    const [presence, metas, liveId] = await Promise.all([backend.presence(at), backend.drafts(), backend.liveId()]);
    const current = new Map(metas.map((d) => [d.id, { version: d.version, owner: d.owner }]));
    const changed = versions === undefined ? [] : metas.filter((d) => versions?.get(d.id) !== d.version);
    versions = new Map(metas.map((d) => [d.id, d.version]));
    const drafts: { event: StudioEvents['draft']; owner: string; touched: Touched | undefined }[] = [];
    for (const d of changed) {
      const by = (await backend.draftChanges(d.id, d.version - 1)).find((c) => c.version === d.version)?.by;
      drafts.push({ event: { id: d.id, version: d.version, ...(by ? { by } : {}) }, owner: d.owner, touched: await scope.touched(d.id, d.version) });
    }
    const liveChanged = liveKnown && liveId !== live && liveId !== undefined;
    live = liveId;
    liveKnown = true;
    for (const stream of [...streams]) {
      const items: PresenceEntry[] = [];
      for (const p of presence) {
        if (p.session === stream.session && p.tab === stream.tab) continue;
        if (!(await viewable(stream, p, current))) continue;
        items.push({
          account: p.account,
          tab: p.tab,
          ...(p.draft ? { draft: p.draft } : {}),
          ...(p.template ? { template: p.template } : {}),
          ...(p.node ? { node: p.node } : {}),
        });
      }
      const json = JSON.stringify(items);
      if (json !== stream.sent) {
        stream.sent = json;
        send(stream, 'presence', { items });
      }
      for (const d of drafts) if (seesDraft(stream, d.owner, d.touched)) send(stream, 'draft', d.event);
      if (liveChanged && liveId) send(stream, 'live', { id: liveId });
    }
  };

  /** One look at the store at a time; a nudge during one asks for another after it. */
  const look = () => {
    if (ticking) {
      again = true;
      return;
    }
    ticking = tick()
      .then(
        () => {
          if (failing) log('operator events: the store answers again', { event: 'operator.eventsRecovered' });
          failing = false;
        },
        (error: unknown) => {
          if (!failing)
            log(`operator events: the store cannot be read (${errorText(error)}); retrying`, { event: 'operator.eventsFailing', level: 'warn', err: error });
          failing = true;
        },
      )
      .finally(() => {
        ticking = undefined;
        if (again && streams.size > 0) {
          again = false;
          look();
        }
      });
  };

  const heartbeat = () => {
    const expiresAt = new Date(options.now() + PRESENCE_TTL_MS).toISOString();
    for (const stream of streams) {
      stream.res.write(': keep-alive\n\n');
      if (stream.tab) void backend.touchPresence(stream.session, stream.tab, expiresAt).catch(() => {});
    }
  };

  const checkSessions = async () => {
    const now = options.now();
    for (const session of new Set([...streams].map((s) => s.session))) {
      const found = await backend.session(session).catch(() => 'unknown' as const);
      if (found === 'unknown') continue;
      if (!found || Date.parse(found.expiresAt) <= now) for (const s of [...streams]) if (s.session === session) drop(s);
    }
  };

  const start = () => {
    timers = [
      setInterval(look, options.pollMs ?? POLL_MS),
      setInterval(heartbeat, options.heartbeatMs ?? HEARTBEAT_MS),
      setInterval(() => void checkSessions(), SESSION_CHECK_MS),
    ];
    for (const t of timers) t.unref();
    unsubscribe = backend.onActivity(look);
  };

  function stop() {
    for (const t of timers) clearInterval(t);
    timers = [];
    unsubscribe?.();
    unsubscribe = undefined;
    versions = undefined;
    liveKnown = false;
  }

  return {
    open(res, owner, tab) {
      const mine = [...streams].filter((s) => s.session === owner.session).length;
      if (mine >= MAX_STREAMS_PER_SESSION)
        throw new OperatorError(429, 'tooManyStreams', `this session has ${mine} event streams open, the most it may: close a tab`, {
          limit: MAX_STREAMS_PER_SESSION,
        });
      if (streams.size >= MAX_STREAMS)
        throw new OperatorError(
          429,
          'tooManyStreams',
          'the operator server has as many event streams open as it serves: try again shortly',
          { limit: MAX_STREAMS },
          {
            'retry-after': '30',
          },
        );
      const stream: Stream = { ...owner, res, ...(tab ? { tab } : {}) };
      res.writeHead(200, SSE_HEADERS);
      // the browser reconnects after 3 s when the stream drops
      res.write('retry: 3000\n\n');
      if (streams.size === 0) start();
      streams.add(stream);
      res.on('close', () => drop(stream));
      look();
    },
    nudge: () => {
      if (streams.size > 0) look();
    },
    closeSession(session) {
      for (const s of [...streams]) if (s.session === session) drop(s);
    },
    close() {
      for (const s of [...streams]) drop(s);
      stop();
    },
    size: () => streams.size,
  };
}
