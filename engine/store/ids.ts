/**
 * Revision ids: the store's sequence, zero-padded so they also sort as strings (`r00000042`).
 * The `r` keeps them apart from content ids (16 hex digits).
 */
export function revisionId(seq: number): string {
  return `r${String(seq).padStart(8, '0')}`;
}

/** The sequence of a revision id, or undefined for anything that is not one. */
export function revisionSeq(id: string): number | undefined {
  const match = /^r(\d{8,15})$/.exec(id);
  return match ? Number(match[1]) : undefined;
}
