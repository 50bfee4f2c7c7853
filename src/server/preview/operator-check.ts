/**
 * A preview link answers only while the operator it was issued to may still use the studio (issue
 * 50): the token alone would work for its 30 minutes after its operator was disabled. Each use asks
 * the store's account row, kept at most ACCOUNT_CACHE_MS so a page's burst of requests costs one
 * lookup, and a disabled operator's link is refused within that. Uses are audited (`preview.use`)
 * once per link and outcome per AUDIT_EVERY_MS, not per request: a page and its trees are many.
 */
import type { ConfigStoreBackend } from '../../../engine/store/types.ts';
import type { PreviewClaims } from './token.ts';
import { revisionOfSubject } from './subject.ts';

export const ACCOUNT_CACHE_MS = 2_000;
export const AUDIT_EVERY_MS = 60_000;
/** accounts and links kept, at most: past it the oldest are forgotten (a flood of forged links never gets here) */
const KEPT_LIMIT = 10_000;

export interface PreviewUse {
  claims: PreviewClaims;
  /** the link's signature: what tells one link from another without keeping it whole */
  link: string;
  client: string | null;
}

export function createOperatorCheck(store: Pick<ConfigStoreBackend, 'account' | 'audit'>, now: () => number = Date.now) {
  const accounts = new Map<string, { at: number; enabled: Promise<boolean> }>();
  const audited = new Map<string, number>();

  function enabled(name: string): Promise<boolean> {
    const hit = accounts.get(name);
    if (hit && now() - hit.at < ACCOUNT_CACHE_MS) return hit.enabled;
    // an unreachable store refuses: a preview is not worth showing a disabled operator's link
    const answer = store.account(name).then(
      (account) => account !== undefined && !account.disabled,
      () => false,
    );
    accounts.delete(name);
    accounts.set(name, { at: now(), enabled: answer });
    if (accounts.size > KEPT_LIMIT) accounts.delete(accounts.keys().next().value ?? '');
    return answer;
  }

  function audit(use: PreviewUse, outcome: 'ok' | 'refused'): void {
    const key = `${outcome}:${use.link}`;
    const last = audited.get(key);
    if (last !== undefined && now() - last < AUDIT_EVERY_MS) return;
    audited.delete(key);
    audited.set(key, now());
    if (audited.size > KEPT_LIMIT) audited.delete(audited.keys().next().value ?? '');
    const { claims } = use;
    const revision = revisionOfSubject(claims.draft);
    const shows = revision === undefined ? { draft: claims.draft } : { revision };
    void store
      .audit({ actor: claims.account, action: 'preview.use', revision: revision ?? null, client: use.client, outcome, detail: { ...shows, site: claims.site } })
      .catch(() => audited.delete(key));
  }

  /** whether the link's operator may still preview; audited either way */
  async function admits(use: PreviewUse): Promise<boolean> {
    const ok = await enabled(use.claims.account);
    audit(use, ok ? 'ok' : 'refused');
    return ok;
  }

  return { admits };
}

export type OperatorCheck = ReturnType<typeof createOperatorCheck>;
