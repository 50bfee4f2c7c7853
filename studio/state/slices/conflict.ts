/**
 * An edit the server refused as a conflict (issue 49 part 4), apart from the together slice so the
 * draft slice that meets it and the slice that resolves it do not import each other.
 */
import type { Edit } from '../../../engine/studio/contract.ts';
import { ApiError } from '../../api/errors.ts';
import type { Kit } from './kit.ts';

/** A 409 conflict: the value the edit would write, and the one another operator wrote since. */
export interface EditConflict {
  file: string;
  pointer: string;
  yours?: unknown;
  theirs?: unknown;
  by: string;
  /** the draft version the other value is in */
  current: number;
}

export interface HeldConflict extends EditConflict {
  edits: Edit[];
  label: string;
}

/** The conflict a refused edit names, if it was one. */
export function conflictOf(error: unknown): EditConflict | undefined {
  if (!(error instanceof ApiError) || error.status !== 409 || error.code !== 'conflict') return undefined;
  const { file, pointer, by, current } = error.extra;
  if (typeof file !== 'string' || typeof pointer !== 'string' || typeof current !== 'number') return undefined;
  return {
    file,
    pointer,
    by: typeof by === 'string' ? by : 'another operator',
    current,
    ...('yours' in error.extra ? { yours: error.extra['yours'] } : {}),
    ...('theirs' in error.extra ? { theirs: error.extra['theirs'] } : {}),
  };
}

export function holdConflict(kit: Kit, conflict: EditConflict, edits: Edit[], label: string): void {
  kit.set((s) => {
    s.conflict = { ...conflict, edits, label };
    s.unsaved = [];
    s.saveState = 'saved';
  });
}
