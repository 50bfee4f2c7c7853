import { nodeCss, type NodeCss } from './css-vars.ts';
import { resolveProps } from './resolve-props.ts';
import type { Breakpoint, Node, Props, RegisteredWidget } from './types.ts';

interface Kept {
  widget: RegisteredWidget;
  breakpoints: readonly Breakpoint[];
  props: Map<string, Props>;
  css?: NodeCss | null;
}

/**
 * What a config node resolves to, worked out once per node, widget and breakpoint list: config
 * nodes never change (a publish brings new ones), and the server renders the same nodes for every
 * request. The same inputs give the same objects, so nothing downstream re-renders for a copy.
 */
const kept = new WeakMap<Node, Kept>();

function keptFor(node: Node, widget: RegisteredWidget, breakpoints: readonly Breakpoint[]): Kept {
  let entry = kept.get(node);
  if (!entry || entry.widget !== widget || entry.breakpoints !== breakpoints) {
    entry = { widget, breakpoints, props: new Map() };
    kept.set(node, entry);
  }
  return entry;
}

/** `resolveProps` of a node at a breakpoint. */
export function nodeProps(node: Node, widget: RegisteredWidget, breakpoints: readonly Breakpoint[], breakpoint: string): Props {
  const entry = keptFor(node, widget, breakpoints);
  let props = entry.props.get(breakpoint);
  if (!props) {
    props = resolveProps(widget.defaults, node.props, node.at, breakpoints, breakpoint);
    entry.props.set(breakpoint, props);
  }
  return props;
}

/** `nodeCss` of a node (the same at every breakpoint: it holds them all). */
export function nodeStyle(node: Node, widget: RegisteredWidget, breakpoints: readonly Breakpoint[]): NodeCss | null {
  if (!widget.cssVars) return null;
  const entry = keptFor(node, widget, breakpoints);
  if (entry.css === undefined) entry.css = nodeCss(widget.cssVars as Record<string, string>, widget.defaults, node.props, node.at, breakpoints);
  return entry.css;
}
