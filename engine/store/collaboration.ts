/**
 * What the three stores share for presence and no lost edits (issue 49 part 4): how many change
 * records a draft keeps, and the Postgres channel a change of either is announced on.
 */

/** Change records kept per draft: an edit made on an older version than these reach is refused as stale, not rebased. */
export const KEPT_CHANGES = 500;

/** The Postgres channel an edit or a presence change notifies, in its transaction. */
export const ACTIVITY_CHANNEL = 'config_store_activity';
