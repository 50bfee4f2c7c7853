/**
 * What a preview token shows (its `draft` claim): a draft by its id, or a published revision as
 * `revision:<id>` (issue 49 part 6, the studio's Compare). Draft ids are UUIDs the store draws, never
 * holding a colon, and only the operator API signs tokens, so the two never meet.
 */
const REVISION_PREFIX = 'revision:';

export const revisionSubject = (revision: string): string => `${REVISION_PREFIX}${revision}`;

/** The revision a token's subject names, or undefined for a draft's. */
export const revisionOfSubject = (subject: string): string | undefined =>
  subject.startsWith(REVISION_PREFIX) ? subject.slice(REVISION_PREFIX.length) : undefined;
