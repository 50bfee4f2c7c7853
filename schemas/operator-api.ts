/**
 * The shapes the config store keeps and the operator API answers (docs/operators.md "Operator API"):
 * config sets as files, lint summaries, revisions, drafts, grants, and the difference between two
 * config sets. Types only, in one home below every layer: the server (engine/store,
 * engine/diff/diff.ts), the tools and the studio's browser bundle (through
 * engine/studio/contract.ts; the studio never imports src/server) all read these.
 */
import type { LintProblem } from './lint-problem.ts';

/** A config set as files: path relative to the config root ('/'-separated, e.g. `templates/casino1.json`) → exact text. */
export type FileMap = Record<string, string>;

export interface LintSummary {
  errors: number;
  warnings: number;
  problems: LintProblem[];
}

export type RevisionKind = 'seed' | 'publish' | 'rollback' | 'import' | 'files';

export interface RevisionMeta {
  /** the store's id for this revision: unique, ordered by creation (a rollback gets a new one) */
  id: string;
  /** the hash of the files: the config set's `revision` (two revisions with equal files share it) */
  contentId: string;
  parent: string | null;
  author: string;
  message: string;
  /** ISO 8601 */
  createdAt: string;
  kind: RevisionKind;
  /** for a rollback: the revision whose files it published again */
  restores?: string;
  lint: LintSummary;
}

export interface Revision extends RevisionMeta {
  files: FileMap;
}

export interface Draft {
  id: string;
  owner: string;
  title: string;
  /** the revision the draft started from */
  parent: string;
  files: FileMap;
  /** bumped by every update; an update naming an older version is refused (two tabs, one draft) */
  version: number;
  createdAt: string;
  updatedAt: string;
  /** every account that changed it, its owner first: none of them may approve it (issue 49) */
  editors: string[];
  /** its review: who was asked, approvals, comments (schemas/operator-api/review.ts) */
  review: DraftReview;
}

import type { DraftReview } from './operator-api/review.ts';

import type { Role } from './operator-api/roles.ts';

export type { Role };

/** A role over a brand scope: template keys, or '*' for every template. */
export interface Grant {
  role: Role;
  scope: '*' | string[];
}

/** An operator account as the API shows it: never its password hash. */
export interface AccountSummary {
  name: string;
  grants: Grant[];
  createdAt: string;
  disabled: boolean;
}

export interface AuditEntry {
  seq: number;
  at: string;
  /** the operator's name, or `cli:<user>` / `files` / `server` for non-interactive actors */
  actor: string;
  action: string;
  revision: string | null;
  client: string | null;
  /** allowed or refused, with the status an HTTP action answered */
  outcome: 'ok' | 'refused';
  detail: Record<string, unknown>;
  /** the hash of the entry before (engine/store/audit-chain.ts); absent on an entry from before the chain */
  prevHash?: string;
  /** SHA-256 of this entry's fields and prevHash; absent on an entry from before the chain */
  hash?: string;
}

/** A named API token as it is listed (never its secret, nor the secret's hash): docs/operators.md "API tokens". */
export interface ApiTokenSummary {
  /** the public id `token revoke` and DELETE /api/tokens/:id name */
  id: string;
  /** its purpose, e.g. ci-publish */
  name: string;
  account: string;
  /** what it may do: never more than its account's grants at the time of use */
  grant: Grant;
  createdAt: string;
  lastUsedAt: string | null;
  expiresAt: string;
}

export interface Page<T> {
  items: T[];
  /** pass as `before` for the next (older) page; absent on the last page */
  next?: string;
}

/**
 * The difference between two config sets (engine/diff/diff.ts computes it): per file, and inside a
 * modified file per layout-tree node, with `props` and `at` values side by side, plus every other
 * changed value by JSON pointer.
 */
export interface ValueChange {
  pointer: string;
  from?: unknown;
  to?: unknown;
}

export interface PropChange {
  name: string;
  from?: unknown;
  to?: unknown;
}

export interface AtChange extends PropChange {
  breakpoint: string;
}

export interface NodeChange {
  change: 'added' | 'removed' | 'modified';
  widget: string;
  id?: string;
  /** where the node is in the `from` file (absent when added) */
  fromPointer?: string;
  /** where the node is in the `to` file (absent when removed) */
  toPointer?: string;
  moved?: boolean;
  props: PropChange[];
  at: AtChange[];
  /** other fields of the node that changed (`when`, `widget`, `$lint`), children excepted */
  other: ValueChange[];
}

export interface FileChange {
  file: string;
  change: 'added' | 'removed' | 'modified';
  /** a side that is not JSON: compared as text only */
  unparsable?: boolean;
  nodes: NodeChange[];
  /** changed values outside any node (schemes, routes, breakpoints), leaf by leaf */
  values: ValueChange[];
}

/** A page or layout as a template renders it (its own page or the shared file, with its patches applied). */
export interface TreeName {
  kind: 'page' | 'layout';
  name: string;
}

/** Where a node sits: its parent (named like a changed node) and its index among the parent's children. */
export interface NodePlace {
  parent: string;
  index: number;
}

interface SiteChangeBase {
  /** the concrete templates whose sites see this change: one entry for a change a family base gives several */
  templates: string[];
  /** what the sites show now (absent: nothing set, e.g. a widget default) */
  from?: unknown;
  /** what they will show */
  to?: unknown;
}

interface NodeRef {
  tree: TreeName;
  /** the node's id, or for a node without one `<parent>/<Widget>[n]` (its n-th id-less sibling of that widget) */
  node: string;
  widget: string;
}

/**
 * One change in the operator's words, between the trees, copy and routes the sites render (each template
 * resolved through its `extends` chain and its patches), not between files: a patch of `at.desktop.columns`
 * is `hot-games · columns · desktop: 6 → 7`, `from` being the value the page has now, inherited or not.
 */
export type SiteChange =
  /** a prop: at every width (`breakpoint` absent), or at one breakpoint (from/to: the value the cascade gives there) */
  | (SiteChangeBase & NodeRef & { what: 'prop'; prop: string; breakpoint?: string })
  | (SiteChangeBase & NodeRef & { what: 'when' })
  /** a node inserted, removed or moved (from/to: its NodePlace) */
  | (SiteChangeBase & NodeRef & { what: 'node'; change: 'added' | 'removed' | 'moved' })
  /** a brand text in one language */
  | (SiteChangeBase & { what: 'message'; key: string; language: string })
  /** a path of the template's route table (from/to: `{page, guard, layout?}`; absent: no such route) */
  | (SiteChangeBase & { what: 'route'; path: string })
  | (SiteChangeBase & { what: 'scheme'; scheme: string; token: string })
  /** any other template value (label, layout, breakpoints, jurisdiction…), by JSON pointer in the merged template */
  | (SiteChangeBase & { what: 'setting'; pointer: string });

export interface ConfigDiff {
  /** what the operator reads first: the changes as the sites render them */
  changes: SiteChange[];
  files: FileChange[];
  summary: { added: number; removed: number; modified: number; unchanged: number };
}

/** A field-vitals metric (web-vitals' names): times in milliseconds, CLS unitless. */
export type VitalName = 'LCP' | 'INP' | 'CLS' | 'TTFB';

/** One site × page (route pattern) × device class of real players' vitals: each metric's p75 and how many reports count. */
export interface VitalsSeries {
  site: string;
  page: string;
  device: 'mobile' | 'tablet' | 'desktop';
  metrics: Partial<Record<VitalName, { p75: number; count: number }>>;
}

/** GET /api/vitals: the series of the sites the caller may view, each with the template its site wears (null: not in the fleet). */
export interface VitalsAnswer {
  series: (VitalsSeries & { template: string | null })[];
  processes: { answered: number; total: number };
}

/** GET /api/demo-sites: a demo domain and what it wears (the embedded demo backend only). */
export interface DemoSite {
  domain: string;
  theme_code: string;
  theme_color: string;
}

/** PUT /api/demo-sites/:domain: the site's domains now wearing the template, what it wore, and how many player processes served the live revision when it was pointed. */
export interface DemoSitePointed {
  domain: string;
  domains: string[];
  theme_code: string;
  theme_color: string;
  before: { theme_code: string; theme_color: string };
  served?: { revision: string; processes: number; of: number };
}
