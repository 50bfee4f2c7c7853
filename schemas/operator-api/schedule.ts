/**
 * A scheduled publish (docs/operators.md "Scheduled publishing"): a draft bound, when it was
 * scheduled, to its content and parent, published at an instant by the server that claims it first.
 * Types only: the store keeps it (engine/store/types.ts), the operator API answers it, the studio shows it.
 */

/** `pending` until claimed; a claimed one ends `published` or `failed`; a pending one may be `cancelled`. */
export type ScheduleState = 'pending' | 'publishing' | 'published' | 'failed' | 'cancelled';

export interface Schedule {
  id: string;
  draft: string;
  /** the draft's content id when it was scheduled: a draft that changed since is not published */
  contentId: string;
  /** the revision the draft was on when it was scheduled */
  parent: string;
  /** when it publishes, ISO 8601 in UTC */
  at: string;
  /** the IANA zone the time was given in (the brand's), which the studio shows it in */
  timeZone: string;
  /** the templates the draft touches (`*`: shared files, so every template) */
  templates: '*' | string[];
  /** who scheduled it: the revision it publishes names them */
  author: string;
  message: string;
  createdAt: string;
  state: ScheduleState;
  /** the revision it published */
  revision?: string;
  /** why it failed */
  reason?: string;
  /** when it left `pending` or `publishing`, and who cancelled it */
  settledAt?: string;
  settledBy?: string;
}

export type NewSchedule = Pick<Schedule, 'draft' | 'contentId' | 'parent' | 'at' | 'timeZone' | 'templates' | 'author' | 'message'>;

/** How a claimed schedule ended. */
export type ScheduleOutcome = { state: 'published'; revision: string } | { state: 'failed'; reason: string };

/** `GET /api/schedules`: every schedule, soonest first; with `?draft=`, the zones a time without an offset is read in for it. */
export interface ScheduleList {
  items: Schedule[];
  zones?: string[];
}
