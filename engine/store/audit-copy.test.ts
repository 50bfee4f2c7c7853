import { createSocket } from 'node:dgram';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { auditCopyFrom, withAuditCopy } from './audit-copy.ts';
import { openMemoryBackend } from './memory.ts';

const dir = mkdtempSync(join(tmpdir(), 'audit-copy-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
const entry = (i: number) => ({ actor: 'alice', action: 'publish', revision: null, client: null, outcome: 'ok' as const, detail: { i } });

describe('AUDIT_COPY', () => {
  it('file: appends every entry the store appended as one JSON line, hashes included, to the end of what the file held', async () => {
    const path = join(dir, 'copy', 'audit.jsonl');
    const first = withAuditCopy(openMemoryBackend(), auditCopyFrom({ AUDIT_COPY: `file:${path}` }));
    const a = await first.audit(entry(1));
    await first.close();
    const second = withAuditCopy(openMemoryBackend(), auditCopyFrom({ AUDIT_COPY: `file:${path}` }));
    const b = await second.audit(entry(2));
    await second.close();
    const lines = readFileSync(path, 'utf8')
      .trimEnd()
      .split('\n')
      .map((l) => JSON.parse(l) as unknown);
    expect(lines).toEqual([a, b]);
    expect(a.hash).toMatch(/^[0-9a-f]{64}$/);
  });

  it('syslog: sends each entry as an RFC 5424 message over UDP', async () => {
    const server = createSocket('udp4');
    const received = new Promise<string>((done) => server.once('message', (m) => done(m.toString())));
    await new Promise<void>((done) => server.bind(0, '127.0.0.1', done));
    const store = withAuditCopy(openMemoryBackend(), auditCopyFrom({ AUDIT_COPY: `syslog:127.0.0.1:${server.address().port}` }));
    const stored = await store.audit(entry(3));
    const message = await received;
    server.close();
    await store.close();
    expect(message).toMatch(new RegExp(`^<110>1 ${stored.at.replace(/\./g, '\\.')} \\S+ operator \\d+ publish - \\{`));
    expect(JSON.parse(message.slice(message.indexOf('{')))).toEqual(stored);
  });

  it('refuses a value it does not understand, and is off when unset', () => {
    expect(auditCopyFrom({})).toBeUndefined();
    expect(() => auditCopyFrom({ AUDIT_COPY: 'syslog' })).toThrow(/AUDIT_COPY must be/);
    expect(() => auditCopyFrom({ AUDIT_COPY: 'http://x' })).toThrow(/AUDIT_COPY must be/);
  });
});
