/**
 * Which templates a draft touches (what it changes from its parent revision), as the scope an
 * operator needs to hear of it (issue 49 part 4): remembered per draft version, since each needs the
 * draft's and its parent's files, and a revision's files never change.
 */
import type { Touched } from '../../../../engine/accounts/roles.ts';
import type { ConfigStoreBackend, FileMap } from '../../../../engine/store/types.ts';
import { touchedTemplates } from '../scope.ts';

const KEPT_REVISIONS = 8;
const KEPT_DRAFTS = 500;

export interface DraftScope {
  /** the templates draft `id` at `version` touches; undefined when the draft is gone */
  touched(id: string, version: number): Promise<Touched | undefined>;
}

export function createDraftScope(backend: Pick<ConfigStoreBackend, 'draft' | 'revision'>): DraftScope {
  const revisions = new Map<string, FileMap>();
  const drafts = new Map<string, { version: number; touched: Touched }>();
  const parentFiles = async (id: string): Promise<FileMap> => {
    const known = revisions.get(id);
    if (known) return known;
    const files = (await backend.revision(id))?.files ?? {};
    if (revisions.size >= KEPT_REVISIONS) revisions.delete(revisions.keys().next().value!);
    revisions.set(id, files);
    return files;
  };
  return {
    async touched(id, version) {
      const known = drafts.get(id);
      if (known?.version === version) return known.touched;
      const draft = await backend.draft(id);
      if (!draft) return undefined;
      const touched = touchedTemplates(await parentFiles(draft.parent), draft.files);
      if (drafts.size >= KEPT_DRAFTS) drafts.delete(drafts.keys().next().value!);
      drafts.set(id, { version: draft.version, touched });
      return touched;
    },
  };
}
