import { describe, expect, it } from 'vitest';
import { nodeCss } from './css-vars.ts';
import { nodeProps, nodeStyle } from './node-memo.ts';
import { resolveProps } from './resolve-props.ts';
import type { Breakpoint, Node, RegisteredWidget } from './types.ts';

const breakpoints: Breakpoint[] = [
  { name: 'mobile', width: 0 },
  { name: 'tablet', width: 768 },
  { name: 'desktop', width: 1200 },
];
const widget = { name: 'Box', defaults: { gap: 8, title: 'x' }, component: () => null, cssVars: { gap: '--box-gap' } } as unknown as RegisteredWidget;
const node: Node = { widget: 'Box', props: { gap: 12 }, at: { tablet: { gap: 16 }, desktop: { title: 'wide' } } };

describe('node memo', () => {
  it('resolves a node as resolveProps and nodeCss do, once per breakpoint', () => {
    for (const bp of ['mobile', 'tablet', 'desktop', 'unknown']) {
      expect(nodeProps(node, widget, breakpoints, bp)).toEqual(resolveProps(widget.defaults, node.props, node.at, breakpoints, bp));
      expect(nodeProps(node, widget, breakpoints, bp)).toBe(nodeProps(node, widget, breakpoints, bp));
    }
    expect(nodeProps(node, widget, breakpoints, 'mobile')).not.toBe(nodeProps(node, widget, breakpoints, 'tablet'));
    expect(nodeStyle(node, widget, breakpoints)).toEqual(nodeCss({ gap: '--box-gap' }, widget.defaults, node.props, node.at, breakpoints));
    expect(nodeStyle(node, widget, breakpoints)).toBe(nodeStyle(node, widget, breakpoints));
  });

  it('works it out again for another breakpoint list or widget, and has no style without CSS variables', () => {
    const first = nodeProps(node, widget, breakpoints, 'tablet');
    const narrower = breakpoints.map((b) => (b.name === 'tablet' ? { ...b, width: 1300 } : b));
    expect(nodeProps(node, widget, narrower, 'tablet')).toEqual({ gap: 16, title: 'wide' });
    expect(nodeProps(node, widget, breakpoints, 'tablet')).not.toBe(first);
    const plain = { ...widget, cssVars: undefined } as RegisteredWidget;
    expect(nodeStyle(node, plain, breakpoints)).toBeNull();
    expect(nodeProps(node, { ...plain, defaults: { gap: 1, title: 'y' } }, breakpoints, 'mobile')).toEqual({ gap: 12, title: 'y' });
  });
});
