import { TARGETING_FIELDS } from '../../schemas/node.ts';
import type { Node } from './types.ts';
import { walkTree } from './walk-tree.ts';
import { windowOf } from './targeting.ts';

/**
 * Which of a request's audience a page's `when` rules read (its layout's and page's trees, shown or
 * not): what the page cache and a CDN must key the page by, and until when it holds. Language and
 * breakpoint are keyed for every page already; the currency is the site's.
 */
export interface TargetingReads {
  /** some rule targets at all (any targeting field): the browser needs the evaluator */
  targeted: boolean;
  market: boolean;
  /** ids of the experiments some rule names a variant of, sorted */
  experiments: string[];
  /** the first window edge after `at` (ms): the page as rendered holds until then; absent: no edge ahead */
  nextBoundary?: number;
}

export function targetingReads(roots: readonly Node[], timeZone: string, at: number): TargetingReads {
  let targeted = false;
  let market = false;
  const experiments = new Set<string>();
  let next = Infinity;
  for (const root of roots) {
    walkTree(root, '', (node) => {
      const when = node.when;
      if (!when) return;
      if (TARGETING_FIELDS.some((field) => field in when)) targeted = true;
      if (when.markets) market = true;
      if (when.experiment) experiments.add(when.experiment.id);
      if (when.from === undefined && when.until === undefined) return;
      for (const edge of Object.values(windowOf(when, timeZone))) if (edge > at && edge < next) next = edge;
    });
  }
  return { targeted, market, experiments: [...experiments].sort(), ...(next < Infinity ? { nextBoundary: next } : {}) };
}
