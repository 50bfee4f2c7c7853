/**
 * `operator audit verify` and `operator audit export`: the audit log's hash chain checked, and the
 * log written out as JSON lines for a SIEM, both a page at a time (engine/store/audit-chain.ts).
 */
import { closeSync, openSync, writeSync } from 'node:fs';
import { verifyChain } from '../../engine/store/audit-chain.ts';
import type { ConfigStoreBackend } from '../../engine/store/types.ts';
import type { Io } from './commands.ts';
import { UsageError } from './read-password.ts';

const PAGE = 500;

function option(args: string[], name: string): string | undefined {
  const at = args.indexOf(name);
  if (at < 0) return undefined;
  const value = args[at + 1];
  if (value === undefined || value.startsWith('--')) throw new UsageError(`${name} needs a value`);
  return value;
}

/** `--since`: an entry number (that entry and later) or a date / ISO instant (entries at or after it). */
function sinceOf(text: string | undefined): { after: number; since?: string } {
  if (text === undefined) return { after: 0 };
  if (/^\d{1,15}$/.test(text)) return { after: Math.max(0, Number(text) - 1) };
  const at = Date.parse(text);
  if (Number.isNaN(at)) throw new UsageError('--since is an audit entry number or a date (2026-12-01, or an ISO 8601 instant)');
  return { after: 0, since: new Date(at).toISOString() };
}

export async function runAuditCommand(
  args: string[],
  store: ConfigStoreBackend,
  io: Io,
  audit: (action: string, detail: Record<string, unknown>) => Promise<unknown>,
): Promise<number> {
  const [sub] = args;
  if (sub === 'verify') {
    const report = await verifyChain((after, limit) => store.auditRange({ after, limit }), { pageSize: PAGE });
    const before = report.unhashed ? ` (${report.unhashed} older entries from before the chain, not hashed)` : '';
    if (report.broken) {
      const { seq, field, expected, found } = report.broken;
      io.out(`operator: audit chain BROKEN at entry ${seq}: ${field} expected ${expected}, found ${found}`);
      io.out(`operator: ${report.verified} entries before it verified${before}`);
      return 1;
    }
    const range = report.startsAt === undefined ? '' : `, entries ${report.startsAt}..${report.last}`;
    io.out(`operator: audit chain intact: ${report.verified} entries verified${range}${before}`);
    return 0;
  }
  if (sub === 'export') {
    const { after: start, since } = sinceOf(option(args, '--since'));
    const out = option(args, '--out');
    const fd = out === undefined ? undefined : openSync(out, 'w', 0o600);
    const write = (line: string) => (fd === undefined ? io.out(line) : writeSync(fd, `${line}\n`));
    let count = 0;
    try {
      for (let after = start; ;) {
        const page = await store.auditRange({ after, limit: PAGE, ...(since ? { since } : {}) });
        for (const entry of page) write(JSON.stringify(entry));
        count += page.length;
        const last = page.at(-1);
        if (page.length < PAGE || !last) break;
        after = last.seq;
      }
    } finally {
      if (fd !== undefined) closeSync(fd);
    }
    await audit('audit.export', { entries: count, ...(since ? { since } : start ? { fromSeq: start + 1 } : {}), ...(out ? { out } : {}) });
    if (out !== undefined) io.out(`operator: exported ${count} audit entries to ${out}`);
    return 0;
  }
  throw new UsageError(sub ? `unknown audit command ${sub}` : 'operator audit needs verify or export');
}
