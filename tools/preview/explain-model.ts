/** What `explain --format json` prints (formatVersion 1): the resolved tree and where each value was set. */

/** A file position, relative to the project root. */
export interface Where {
  file: string;
  line: number;
  column: number;
}

/**
 * Who set a value: the widget's default, the node's props, an at[breakpoint] override, a
 * template's node patch (of props, at or when), the node itself (when), the template, or the
 * built-in defaults.
 */
export type Source =
  'widget default' | 'props' | 'node' | `at.${string}` | `patch ${string}` | `patch ${string} at.${string}` | 'template' | 'built-in default';

export interface Setting {
  name: string;
  value: unknown;
  from: Source;
  /** undefined for widget and built-in defaults */
  where?: Where;
  /** without --at: the breakpoint an override applies from */
  at?: string;
  /** a `brand.<key>` value: the template's texts for it */
  copy?: BrandCopy;
}

/** A brand key's texts in the template's copy, per language the copy is written in. */
export interface BrandCopy {
  key: string;
  /** false: the template's copy has no such key */
  found: boolean;
  /** a language without `text` shows the English one */
  texts: { language: string; text?: string; where?: Where; pointer?: string }[];
}

export interface ExplainedNode {
  widget: string;
  id?: string;
  role: 'layout' | 'template page' | 'shared page';
  where: Where;
  when?: Setting;
  /** defaults unknown: the generated widget manifest (from each widgets/<Name>/schema.ts `manifest`) has no such widget */
  defaultsUnknown?: boolean;
  props: Setting[];
  children: ExplainedNode[];
  /** the layout's Outlet: the page goes here */
  outlet?: { page: string; tree: ExplainedNode | null };
  /** the template's structural op that inserted or moved this node here */
  op?: ExplainedOp;
}

/** One structural op of the template (patches.structure) applied to the page or layout, and where it is written. */
export interface ExplainedOp {
  tree: string;
  index: number;
  kind: 'insert' | 'move' | 'remove';
  id: string;
  /** `before home-carousel`, `lastIn main`…; none for a remove */
  place?: string;
  where: Where;
  /** the op's JSON pointer in that file */
  pointer: string;
}

export interface Explained {
  formatVersion: 1;
  template: { key: string; chain: string[] };
  route: { path: string; page: string };
  page: { role: 'template page' | 'shared page'; file: string; patched: boolean } | null;
  layout: { name: string; why: string; file: string; patched: boolean };
  /** ascending by width */
  breakpoints: Setting[];
  /** the breakpoint every prop is resolved for (--at), if any */
  at?: string;
  schemes: { name: string; where: Where; tokens: Setting[] }[];
  authEntry: Setting[];
  /** the structural ops applied to the layout and the page, in order (none without) */
  structure?: ExplainedOp[];
  tree: ExplainedNode;
}
