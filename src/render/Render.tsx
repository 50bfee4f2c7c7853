import { memo, Suspense, useContext, type ComponentProps, type ReactNode } from 'react';
import { OUTLET } from '../../schemas/outlet.ts';
import { UnknownWidgetError, type Registry } from './registry.ts';
import { nodeProps, nodeStyle } from './node-memo.ts';
import { isVisible } from './when.ts';
import { WidgetBoundary } from './WidgetBoundary.tsx';
import { LoaderError } from './loader-error.ts';
import type { HydratePlan, Node, RenderContext, TreeData } from './types.ts';
import { MAX_TREE_DEPTH } from '../../schemas/limits.ts';
import { TreeTooDeepError } from './tree-too-deep.ts';
import { effectivePlans } from './hydrate-plan.ts';
import { HydrateSlot } from './HydrateSlot.tsx';
import { walkTree } from './walk-tree.ts';
import { StudioMarks } from './studio-marks.ts';
import { PageAddressContext } from './load-context.ts';
import { messagesNotCarried, NotCarriedSlot } from './not-carried-slot.ts';

interface RenderProps {
  root: Node;
  prefix: string;
  registry: Registry;
  ctx: RenderContext;
  data: TreeData;
  /** what an Outlet node renders (the page, inside a layout) */
  outlet?: ReactNode;
}

function WidgetFallback({ name, text }: { name: string; text: string }) {
  return (
    <div className="widget-fallback" role="status" data-widget-fallback={name}>
      {text}
    </div>
  );
}

const ids = new WeakMap<object, number>();
let lastId = 0;
/** A number per loader result object, so a deferred slot can tell new data from the data it hydrated with. */
const identity = (value: object | undefined): number => {
  if (!value) return 0;
  const known = ids.get(value);
  if (known !== undefined) return known;
  ids.set(value, ++lastId);
  return lastId;
};

/**
 * What a deferred node renders from besides code and data: when it changes, its server HTML no longer
 * fits. A node also follows the session, which it may show (a balance, a grid's favourite marks)
 * without a `when` saying so; an `interaction` node the page's address too (`AddressedSlot`).
 */
function renderInputs(node: Node, path: string, props: unknown, ctx: RenderContext, plan: HydratePlan): string {
  const shown: string[] = [];
  walkTree(node, path, (n) => {
    if (n.when) shown.push(isVisible(n.when, ctx) ? '1' : '0');
  });
  // The server renders for a guest: a sign-in leaves a frozen slot's HTML stale (a grid's favourite
  // marks), however long it would otherwise wait.
  const session = plan === 'never' ? '' : `|${ctx.isAuthenticated ? 1 : 0}`;
  return `${ctx.locale ?? ''}|${shown.join('')}|${JSON.stringify(props)}${session}`;
}

/**
 * An `interaction` slot (a header, the category bar) also renders from the page's address, which it
 * may show (an active link): it alone reads the address, so a navigation re-renders it and leaves the
 * rest of the layout as it was.
 */
function AddressedSlot({ inputs, ...rest }: ComponentProps<typeof HydrateSlot>): ReactNode {
  const address = useContext(PageAddressContext);
  return <HydrateSlot {...rest} inputs={`${inputs}|${address}`} />;
}

const followsCache = new WeakMap<Registry, WeakMap<Node, readonly string[]>>();

/** The layout flags the widgets of a subtree follow (their manifests' `follows`): a config tree never changes. */
function followedBy(node: Node, path: string, registry: Registry): readonly string[] {
  const byNode = followsCache.get(registry) ?? new WeakMap<Node, readonly string[]>();
  followsCache.set(registry, byNode);
  let flags = byNode.get(node);
  if (!flags) {
    const found = new Set<string>();
    walkTree(node, path, (n, at) => {
      if (registry.has(n.widget)) for (const flag of registry.get(n.widget, at).follows ?? []) found.add(flag);
    });
    flags = [...found];
    byNode.set(node, flags);
  }
  return flags;
}

type NodeProps = Omit<RenderProps, 'root' | 'prefix'> & { node: Node; path: string; depth: number; plans: ReadonlyMap<string, HydratePlan> };

function RenderOneNode({ node, path, depth, registry, ctx, data, outlet, plans }: NodeProps): ReactNode {
  const marker = useContext(StudioMarks);
  const notCarried = useContext(NotCarriedSlot);
  if (node.widget === OUTLET) return outlet ?? null;
  if (!isVisible(node.when, ctx)) return null;
  // a preview names each node for the studio (src/render/studio-marks.ts); a player's page is exactly what the widget renders
  const mark = (element: ReactNode): ReactNode => (marker ? marker(path, element) : element);
  // a tree past the limit stops here: React's server renderer recurses, and a tree deep enough overflows it
  if (depth > MAX_TREE_DEPTH) {
    const error = new TreeTooDeepError(path);
    if (ctx.dev) throw error;
    console.error(error.message);
    return mark(<WidgetFallback name={node.widget} text={ctx.unavailableText} />);
  }
  if (!registry.has(node.widget)) {
    const error = new UnknownWidgetError(node.widget, path, registry.names());
    if (ctx.dev) throw error;
    console.error(error.message);
    return mark(<WidgetFallback name={node.widget} text={ctx.unavailableText} />);
  }
  const widget = registry.get(node.widget, path);
  // not under this site's jurisdiction: nothing to show, and its code stays unloaded
  if (widget.appliesTo?.(ctx.jurisdiction) === false) return null;
  const props = nodeProps(node, widget, ctx.breakpoints, ctx.breakpoint);
  const plan = plans.get(path) ?? 'load';
  const result = data[path];
  if (result && !result.ok) console.warn(`Widget ${node.widget} at ${path}: loader failed: ${result.error}`);
  const css = nodeStyle(node, widget, ctx.breakpoints);
  const Fallback = widget.fallback ?? WidgetFallback;
  const Slot = plan === 'interaction' ? AddressedSlot : HydrateSlot;
  const Component = widget.component;
  const live = (tree: TreeData) => {
    const own = tree[path];
    return (
      <Suspense fallback={null}>
        <Component props={props} data={own?.ok ? own.value : own ? new LoaderError(own.error) : undefined} path={path} className={css?.className ?? ''}>
          {node.children?.map((child, i) => (
            <RenderNode
              key={child.id ?? i}
              node={child}
              path={`${path}/${i}`}
              depth={depth + 1}
              registry={registry}
              ctx={ctx}
              data={tree}
              outlet={outlet}
              plans={plans}
            />
          ))}
        </Component>
      </Suspense>
    );
  };
  const slot =
    plan === 'load' ? null : (
      <Slot
        plan={plan}
        node={node}
        path={path}
        registry={registry}
        ctx={ctx}
        data={data}
        inputs={renderInputs(node, path, props, ctx, plan)}
        follows={followedBy(node, path, registry)}
        dataId={identity(result)}
        render={live}
      />
    );
  return mark(
    <WidgetBoundary name={node.widget} path={path} fallback={<Fallback name={node.widget} text={ctx.unavailableText} />}>
      {css ? (
        <style href={css.className} precedence="widgets">
          {css.css}
        </style>
      ) : null}
      {plan === 'load' ? live(data) : notCarried && messagesNotCarried(plan) ? notCarried(slot) : slot}
    </WidgetBoundary>,
  );
}

/**
 * A node renders again only when what it is given changes: a config tree, its data and the render
 * context are kept while they hold, so a client navigation re-renders the new page and the widgets that
 * follow the address or the router themselves (through their context), not the layout around them.
 */
const RenderNode = memo(RenderOneNode);

/** Renders a layout or page tree: the whole generic renderer. It knows no widget by name. */
export function Render({ root, prefix, ...rest }: RenderProps): ReactNode {
  return <RenderNode node={root} path={prefix} depth={1} plans={effectivePlans(root, prefix, rest.registry)} {...rest} />;
}
