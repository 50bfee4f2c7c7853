/**
 * The studio's contract (issue 30): what the operator API answers the studio about a draft, and the
 * edits the studio asks for. The studio (studio/, a browser app) is thin: it shows these views and
 * sends these edits; the operator server applies an edit to the draft's files with the tools' own
 * project model (engine/studio/), so what the studio writes is judged by the same rules as config-lint,
 * CI and the publish gate. Types only: no runtime code here, so the browser bundle may import it.
 */
import type { When } from '../../schemas/node.ts';
import type { LintProblem } from '../../schemas/lint-problem.ts';
import type { FileMap, LintSummary } from '../../schemas/operator-api.ts';

export type { FileMap, LintProblem, LintSummary, When };
// the operator API's other shapes (revisions, drafts, grants, the diff), from their one home, so the studio reads them here
export type {
  AtChange,
  ConfigDiff,
  Draft,
  FileChange,
  Grant,
  NodeChange,
  NodePlace,
  PropChange,
  Revision,
  RevisionKind,
  RevisionMeta,
  Role,
  SiteChange,
  TreeName,
  ValueChange,
} from '../../schemas/operator-api.ts';

/** Where a value is written: a file of the config set (relative to the config root, `templates/casino1.json`), 1-based line:column, JSON pointer. */
export interface Source {
  file: string;
  line: number;
  column: number;
  pointer: string;
}

export interface BreakpointInfo {
  name: string;
  /** min width in px */
  min: number;
}

export interface WidgetEntry {
  name: string;
  /** one line from the widget's README / schema: what it shows */
  description: string;
  /** the widget's props JSON Schema (its `propsSchema`) */
  propsSchema: Record<string, unknown>;
  /** what a node's props start from */
  defaults: Record<string, unknown>;
  /** props that are message keys (the inspector offers a message search), from the schema's examples and `messageKey` hints */
  messageProps: string[];
  /** props that are image paths on the site (the inspector offers the site's assets) */
  imageProps: string[];
  /** props that are colours */
  colourProps: string[];
  /** whether the node takes children (Stack, layouts' containers) */
  container: boolean;
  /** issue 49, the widget catalogue: the templates whose pages or layouts render it (engine/studio/widget-usage.ts); absent outside a catalog */
  usedBy?: string[];
}

export interface TemplateSummary {
  key: string;
  label: string;
  /** the `extends` chain, nearest base first (without the template itself) */
  extends: string[];
  /** `_name` family bases: never a site's theme_code */
  abstract: boolean;
  layout: string;
  /** page names this template renders (its route table's pages) */
  pages: string[];
  /** its route table after `extends` and hidden routes: path → page */
  routes: { path: string; page: string }[];
  breakpoints: BreakpointInfo[];
  /** scheme names (`color1-1` …) */
  schemes: string[];
  /** the file of the template */
  file: string;
  /** domains of fleet sites that use it */
  sites: string[];
}

export interface SiteSummary {
  domain: string;
  theme_code: string;
  theme_color: string;
  /** languages the site offers, when the fleet record knows them */
  languages?: string[];
}

/** `GET /api/studio/catalog?draft=<id>` (or the live revision without a draft). */
export interface Catalog {
  templates: TemplateSummary[];
  sites: SiteSummary[];
  layouts: string[];
  pages: string[];
  widgets: WidgetEntry[];
  /** every language of `locales/` (en first) */
  languages: string[];
}

/**
 * How an edit to a node is written:
 * - `own`: the node is in a file this template owns (its own page tree, or a shared page/layout when
 *   the template is the only user — never chosen silently for a shared file): edited in place;
 * - `patch`: the node has an id and comes from a base (a shared page or layout, or a base template):
 *   props, `at` and `when` become `patches.*.<name>.<id>`, moves/inserts/removals structural ops;
 * - `readonly`: inherited and without an id; `giveId` offers the one-step fix (an id in the base file).
 */
export type EditMode = 'own' | 'patch' | 'readonly';

/** Which layer gave a prop its value at one breakpoint (the cascade of src/render/resolve-props.ts, plus where it was written). */
export type ValueFrom = 'default' | 'props' | 'at' | 'patch' | 'base';

export interface FieldValue {
  breakpoint: string;
  value: unknown;
  from: ValueFrom;
  /** the breakpoint whose `at` set it, when from is 'at' (or a patch's `at`) */
  atBreakpoint?: string;
  /** where it is written (absent for a widget default: the default lives in widgets/<Name>/schema.ts) */
  source?: Source;
}

export interface FieldView {
  prop: string;
  /** one entry per breakpoint of the template, ascending */
  values: FieldValue[];
  /** whether this template writes the prop itself (props or at.* in an own node, or a patch): "reset to inherited" removes exactly that */
  overridden: boolean;
  /** per breakpoint name, whether this template writes `at.<bp>.<prop>` */
  overriddenAt: string[];
}

/**
 * Nodes are addressed by `key`: `layout:<pointer>` or `page:<pointer>`, the JSON pointer of the node in the
 * layout or page tree as this template renders it (after its prop and structural patches). The player
 * server's preview marks rendered nodes with the same key (data-studio-node), so a click in the preview
 * and a row in the outline name the same node. Keys are valid for one view: after an edit, take the new view's.
 */
export interface OutlineNode {
  key: string;
  widget: string;
  id?: string;
  when?: When;
  mode: EditMode;
  /** why it is read-only, for the operator */
  readonlyReason?: string;
  /** where the node is written (the op's position in a template for a node a structural patch inserted) */
  source: Source;
  /** the node's props: each as the template renders it at each breakpoint, with provenance */
  fields: FieldView[];
  /** set when this template writes the node's `when` over an inherited node (a patch) */
  whenPatched?: true;
  children: OutlineNode[];
}

/** `GET /api/drafts/:id/view?template=<key>&page=<name>` */
export interface PageView {
  template: string;
  page: string;
  layout: string;
  breakpoints: BreakpointInfo[];
  /** the layout's tree; its Outlet node's children are empty: the page goes there */
  layoutRoot: OutlineNode;
  /** the page's tree */
  pageRoot: OutlineNode;
  /** the draft version this view was computed from */
  version: number;
}

export type Position = 'before' | 'after' | 'firstIn' | 'lastIn';

/** One change the studio asks for. `template` is the template being edited; `page` the page the node keys belong to. */
export type Edit =
  | { op: 'setProp'; template: string; page: string; node: string; prop: string; value: unknown; breakpoint?: string }
  | { op: 'resetProp'; template: string; page: string; node: string; prop: string; breakpoint?: string }
  | { op: 'setWhen'; template: string; page: string; node: string; when: When | null }
  | { op: 'insert'; template: string; page: string; widget: string; props?: Record<string, unknown>; target: string; position: Position }
  | { op: 'move'; template: string; page: string; node: string; target: string; position: Position }
  | { op: 'duplicate'; template: string; page: string; node: string }
  | { op: 'remove'; template: string; page: string; node: string }
  /** writes `id` on the node in the file it comes from (a base), so it can be patched */
  | { op: 'giveId'; template: string; page: string; node: string; id: string }
  /** any template field by pointer (`/schemes/color1-1/primary`, `/breakpoints/tablet`, `/authEntry/loginAction`, `/label`); value undefined deletes */
  | { op: 'setTemplate'; template: string; pointer: string; value?: unknown }
  /** a new template extending `from` (clone-template's logic, never a copy) */
  | { op: 'cloneTemplate'; from: string; key: string; label?: string; layout?: string };

/** `POST /api/drafts/:id/edits` body: the edits in order, applied atomically on `version`. */
export interface EditRequest {
  version: number;
  edits: Edit[];
  /** the view to answer with after the edits */
  view?: { template: string; page: string };
}

/** A problem as the store keeps it, plus its quick fix as the studio applies it: whole new file texts, not the engine's text replacements. */
export interface StudioProblem extends LintProblem {
  /** a one-click quick fix: the CLI's fix, as the files it changes (path → new text) */
  fix?: { description: string; files: FileMap };
}

export interface LintView {
  errors: number;
  warnings: number;
  problems: StudioProblem[];
  /** wall time of the lint on the server */
  ms: number;
}

/** The answer to an edit: the draft as saved (new version), its lint, and the asked-for view. */
export interface EditResult {
  draft: { id: string; version: number; files: FileMap; updatedAt: string };
  lint: LintView;
  view?: PageView;
  /** for an insert, duplicate or clone: the key (or template key) of what was created */
  created?: string;
}

/** Why an edit cannot be made (422 `editRefused`): the draft is unchanged. */
export interface EditRefusal {
  code: 'editRefused';
  message: string;
  edit: number;
}

/** `POST /api/drafts/:id/preview` answers a signed preview address on the player server. */
export interface PreviewLink {
  /** e.g. `http://casino1.localhost:3000/__preview/<token>/slots?lang=en` is built by the studio from these */
  origin: string;
  token: string;
  expiresAt: string;
}
