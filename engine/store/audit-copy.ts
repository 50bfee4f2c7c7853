/**
 * A copy of every audit entry outside the database (AUDIT_COPY), appended as the store appends it:
 * whoever can rewrite the database cannot also take back what a line already recorded elsewhere.
 *
 * - `file:/path/audit.jsonl`: one JSON line per entry (with its hashes), written with O_APPEND in one
 *   write, so lines from several processes never interleave, then fdatasync'd before the action
 *   answers: an entry a caller was told of is on disk.
 * - `syslog:host:port`: RFC 5424 over UDP (facility 13, log audit; severity 6), the entry as the
 *   message. UDP is fire-and-forget: a lost datagram is not noticed.
 */
import { closeSync, fdatasyncSync, mkdirSync, openSync, writeSync } from 'node:fs';
import { createSocket } from 'node:dgram';
import { hostname } from 'node:os';
import { dirname, resolve } from 'node:path';
import type { AuditEntry, ConfigStoreBackend } from './types.ts';

export interface AuditCopy {
  readonly target: string;
  append(entry: AuditEntry): Promise<void>;
  close(): void;
}

export function fileAuditCopy(path: string): AuditCopy {
  const abs = resolve(path);
  mkdirSync(dirname(abs), { recursive: true });
  const fd = openSync(abs, 'a', 0o600);
  return {
    target: `file:${abs}`,
    async append(entry) {
      writeSync(fd, `${JSON.stringify(entry)}\n`);
      fdatasyncSync(fd);
    },
    close: () => closeSync(fd),
  };
}

/** PRI 110 = facility 13 (log audit) × 8 + severity 6 (informational). */
export function syslogLine(entry: AuditEntry, host = hostname()): string {
  return `<110>1 ${entry.at} ${host.slice(0, 255) || '-'} operator ${process.pid} ${entry.action.replace(/\s/g, '_').slice(0, 32) || '-'} - ${JSON.stringify(entry)}`;
}

export function syslogAuditCopy(host: string, port: number): AuditCopy {
  const socket = createSocket(host.includes(':') ? 'udp6' : 'udp4');
  socket.unref();
  return {
    target: `syslog:${host}:${port}`,
    append: (entry) => new Promise((done, fail) => socket.send(syslogLine(entry), port, host, (error) => (error ? fail(error) : done()))),
    close: () => socket.close(),
  };
}

/** AUDIT_COPY: `file:<path>`, `syslog:<host>:<port>`, or unset (no copy). */
export function auditCopyFrom(env: NodeJS.ProcessEnv): AuditCopy | undefined {
  const raw = env['AUDIT_COPY']?.trim();
  if (!raw) return undefined;
  if (raw.startsWith('file:') && raw.length > 'file:'.length) return fileAuditCopy(raw.slice('file:'.length));
  const syslog = /^syslog:(\[[0-9a-f:]+\]|[^:\s]+):(\d{1,5})$/i.exec(raw);
  if (syslog) return syslogAuditCopy(syslog[1]!.replace(/^\[|\]$/g, ''), Number(syslog[2]));
  throw new Error(`AUDIT_COPY must be file:<path> or syslog:<host>:<port>, got ${JSON.stringify(raw)}`);
}

/** The backend with every appended audit entry also written to `copy`. */
export function withAuditCopy(backend: ConfigStoreBackend, copy: AuditCopy | undefined): ConfigStoreBackend {
  if (!copy) return backend;
  return {
    ...backend,
    async audit(entry) {
      const stored = await backend.audit(entry);
      try {
        await copy.append(stored);
      } catch (error) {
        throw new Error(
          `audit entry ${stored.seq} was stored, but its copy to ${copy.target} failed: ${error instanceof Error ? error.message : String(error)}`,
          { cause: error },
        );
      }
      return stored;
    },
    async close() {
      copy.close();
      await backend.close();
    },
  };
}
