/**
 * The studio's Compare (issue 49 parts 6 and 7): the diff between any two config sets, and a signed
 * preview link for each side, a published revision (or `live`) or the open draft.
 */
import type { PreviewLink } from '../../../engine/studio/contract.ts';
import type { ConfigDiff } from '../../api/types.ts';
import type { Kit } from './kit.ts';

/** One side of a compare: a published revision (`live`: whichever is live), or the open draft. */
export type CompareSide = { kind: 'revision'; id: string } | { kind: 'draft' };

export interface CompareSlice {
  /** what `to` changes against `from`, per node, prop and breakpoint */
  compareDiff(from: CompareSide, to: CompareSide): Promise<ConfigDiff>;
  /** a preview link that renders `side` on `site` */
  comparePreviewLink(side: CompareSide, site: string): Promise<PreviewLink>;
}

export function createCompareSlice({ api, get }: Kit): CompareSlice {
  const draftId = () => {
    const draft = get().draft;
    if (!draft) throw new Error('there is no draft to compare');
    return draft.id;
  };
  const ref = (side: CompareSide) => (side.kind === 'draft' ? `draft:${draftId()}` : side.id);
  return {
    async compareDiff(from, to) {
      return api.diff(ref(from), ref(to));
    },
    async comparePreviewLink(side, site) {
      return side.kind === 'draft' ? api.preview(draftId(), site) : api.revisionPreview(side.id, site);
    },
  };
}
