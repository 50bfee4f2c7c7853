/**
 * The audit entries touching a brand in the window, and the verification of the whole log's hash
 * chain (engine/store/audit-chain.ts): an entry of the window is only as good as the chain it sits in.
 */
import { verifyChain, type ChainReport } from '../../../engine/store/audit-chain.ts';
import type { AuditEntry, ConfigStoreBackend } from '../../../engine/store/types.ts';

const PAGE = 500;
/** the detail fields that name brands: a role's or webhook's scope, an approval's templates */
const BRAND_FIELDS = new Set(['template', 'templates', 'scope', 'brand']);

/** Whether `value` names the brand: the key itself anywhere, or every brand (`*`) in a brand field. */
function names(value: unknown, brand: string, field?: string): boolean {
  if (typeof value === 'string') return value === brand || (value === '*' && field !== undefined && BRAND_FIELDS.has(field));
  if (Array.isArray(value)) return value.some((v) => names(v, brand, field));
  if (typeof value === 'object' && value !== null) return Object.entries(value).some(([k, v]) => names(v, brand, k));
  return false;
}

/** An entry touches the brand when it is about one of the brand's revisions, or its detail names the brand. */
export function touchesBrand(entry: AuditEntry, brand: string, revisions: ReadonlySet<string>): boolean {
  return (entry.revision !== null && revisions.has(entry.revision)) || names(entry.detail, brand);
}

export interface AuditEvidence {
  entries: AuditEntry[];
  chain: ChainReport & { ok: boolean };
}

export async function auditEvidence(
  store: ConfigStoreBackend,
  brand: string,
  revisions: ReadonlySet<string>,
  start: string,
  end: string,
): Promise<AuditEvidence> {
  const entries: AuditEntry[] = [];
  let after = 0;
  for (;;) {
    const page = await store.auditRange({ after, limit: PAGE, since: start });
    for (const entry of page) if (entry.at <= end && touchesBrand(entry, brand, revisions)) entries.push(entry);
    if (page.length < PAGE) break;
    after = page[page.length - 1]!.seq;
  }
  const chain = await verifyChain((a, limit) => store.auditRange({ after: a, limit }));
  return { entries, chain: { ...chain, ok: chain.broken === undefined } };
}
