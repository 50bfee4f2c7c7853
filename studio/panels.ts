/**
 * The studio's panels as props (issue 30): each panel is a component in its own folder that shows
 * what it is given and reports what the operator does as an `Edit` (engine/studio/contract.ts) or a
 * callback; the shell (studio/App.tsx) wires them to the store (studio/state/). A panel never calls
 * the API itself, so each is tested alone with plain props.
 */
import type {
  BreakpointInfo,
  Catalog,
  Edit,
  LintView,
  OutlineNode,
  PageView,
  PreviewLink,
  StudioProblem,
  TemplateSummary,
  WidgetEntry,
} from '../engine/studio/contract.ts';

/** What the signed-in operator may do on the template in view (the roles of docs/operators.md). */
export interface Permissions {
  edit: boolean;
  publish: boolean;
}

export interface OutlineProps {
  view: PageView;
  widgets: WidgetEntry[];
  selected: string | null;
  onSelect: (key: string) => void;
  onEdit: (edit: Edit) => void;
  permissions: Permissions;
  /** problems whose pointer is inside a node, shown as a mark on its row */
  problems: StudioProblem[];
}

export interface InspectorProps {
  view: PageView;
  node: OutlineNode;
  widget: WidgetEntry | undefined;
  /** the breakpoint being edited; null: the base `props` (every breakpoint) */
  breakpoint: string | null;
  breakpoints: BreakpointInfo[];
  onBreakpoint: (name: string | null) => void;
  onEdit: (edit: Edit) => void;
  permissions: Permissions;
  /** this node's problems, to show on their fields */
  problems: StudioProblem[];
  /** message search over locales/ and brand copy: key → text per language */
  searchMessages: (query: string) => Promise<{ key: string; texts: Record<string, string> }[]>;
  /** the site's images (public/ paths) */
  assets: () => Promise<string[]>;
}

export interface PreviewProps {
  draftId: string;
  version: number;
  template: TemplateSummary;
  /** the route path being previewed (`/`, `/slots`) */
  path: string;
  onPath: (path: string) => void;
  breakpoint: BreakpointInfo;
  language: string;
  languages: string[];
  onLanguage: (language: string) => void;
  as: 'guest' | 'player';
  onAs: (as: 'guest' | 'player') => void;
  selected: string | null;
  onSelect: (key: string) => void;
  /** a signed preview address for this draft on a site (`POST /api/drafts/:id/preview` with `{ site }`); the panel asks again before it expires */
  previewLink: (site: string) => Promise<PreviewLink>;
  /** what the page can be shown "as" (a market, a time, an experiment variant); absent: no such controls */
  targeting?: PreviewTargeting;
  /** a device width chose another of the template's breakpoints; absent: the widths of the shown breakpoint only */
  onBreakpoint?: (name: string) => void;
}

/** The template's targeting as the preview's "as" controls offer it (docs/targeting.md). */
export interface PreviewTargeting {
  /** the template's `targeting.timeZone`: the time control is read in it */
  timeZone: string;
  /** the template's experiments and their variants */
  experiments: { id: string; variants: string[] }[];
  /** the markets the draft's `when`s name (the control takes any other code too) */
  markets: string[];
}

export interface TemplateSettingsProps {
  catalog: Catalog;
  template: TemplateSummary;
  /** the template's file, parsed, after `extends` (what the site renders) and its own text (what it writes) */
  merged: Record<string, unknown>;
  own: Record<string, unknown>;
  /** its `extends` chain merged without it (what "reset to inherited" brings back); absent: a reset is offered whenever it extends a base */
  base?: Record<string, unknown>;
  onEdit: (edit: Edit) => void;
  permissions: Permissions;
  problems: StudioProblem[];
}

export interface ProblemsProps {
  lint: LintView | null;
  /** select the node or field a problem points at */
  onReveal: (problem: StudioProblem) => void;
  onFix: (problem: StudioProblem) => void;
  permissions: Permissions;
}
