/**
 * Working together (issue 49 part 4): the presence a studio tab reports (`POST /api/presence`), and the
 * server-sent events `GET /api/events` streams (docs/operators.md "Working together").
 */
import type { FromSchema } from 'json-schema-to-ts';

/** A tab's own id: made by the studio, unique enough within one session. */
export const TAB_PATTERN = '^[A-Za-z0-9_-]{1,64}$';

export const presenceRequestSchema = {
  type: 'object',
  required: ['tab'],
  additionalProperties: false,
  properties: {
    tab: { type: 'string', pattern: TAB_PATTERN },
    // the draft and the template the tab has open; neither: the tab has closed what it had open
    draft: { type: 'string', minLength: 1, maxLength: 100 },
    template: { type: 'string', minLength: 1, maxLength: 100 },
    // the selected node's key in the open page
    node: { type: 'string', minLength: 1, maxLength: 300 },
  },
} as const;

export type PresenceRequest = FromSchema<typeof presenceRequestSchema>;

/** `POST /api/presence` answers until when the presence holds without the tab's event stream. */
export interface PresenceAnswer {
  ok: true;
  expiresAt: string;
}

/** Another tab, as `event: presence` lists it: never its session. */
export interface PresenceEntry {
  account: string;
  tab: string;
  draft?: string;
  template?: string;
  node?: string;
}

/** The events of `GET /api/events`, by their `event:` name: each `data:` line is the JSON of its payload. */
export interface StudioEvents {
  /** every other tab the caller may see (a full list, sent whenever it changes) */
  presence: { items: PresenceEntry[] };
  /** a draft the caller may see has a new version; `by` who made it, where the store recorded it */
  draft: { id: string; version: number; by?: string };
  /** another revision is live */
  live: { id: string };
}
