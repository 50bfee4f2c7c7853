import type { TargetingReads } from '../../render/targeting-reads.ts';

export type KeyReads = Pick<TargetingReads, 'market' | 'experiments'>;

/**
 * What each page's `when` rules read of the audience (docs/targeting.md), as its renders report it,
 * per config revision, host and path: a page's trees are the same for every request to that address,
 * so once one render has said what it reads, the next requests are keyed by exactly that. At most
 * `max` are kept, the least recently learnt going first; a forgotten one is learnt again.
 */
export function createPageReads(max = 2_000) {
  const known = new Map<string, KeyReads>();
  const keyOf = (revision: string, host: string, pathname: string) => `${revision}\n${host}\n${pathname}`;
  return {
    get: (revision: string, host: string, pathname: string): KeyReads | undefined => known.get(keyOf(revision, host, pathname)),
    learn(revision: string, host: string, pathname: string, reads: KeyReads): void {
      const key = keyOf(revision, host, pathname);
      known.delete(key);
      known.set(key, { market: reads.market, experiments: reads.experiments });
      while (known.size > max) known.delete(known.keys().next().value as string);
    },
  };
}
