import { use, useSyncExternalStore, type ReactNode } from 'react';

const subscribeNothing = () => () => {};

/**
 * True while React hydrates the calling component (getServerSnapshot is what hydration reads), false in
 * any later render: a slot mounted by a client navigation is live from the start.
 */
export function useHydrating(): boolean {
  return useSyncExternalStore(
    subscribeNothing,
    () => false,
    () => true,
  );
}

/**
 * What a slot's Suspense boundary renders, read by its gate at render time rather than from props: React
 * hydrates a boundary that receives an update with the props it had (the ones that match the server's
 * HTML) before it applies the update, so the gate must already be open in that render.
 */
export interface GateBox {
  open: boolean;
  /** the live widget, set before the gate opens */
  content: ReactNode;
  /** settles when the gate opens: React hydrates the boundary then (a retry, in slices) */
  opened: Promise<void>;
  openGate(content: ReactNode): void;
  /** the server's nodes inside the boundary, kept in case React drops them unhydrated */
  nodes: ChildNode[];
  /** the gate suspended on `opened`: React wants the same `use` once it is open */
  waited: boolean;
}

/** A promise React's `use` reads as settled at once: the fields React itself sets on a promise it tracks. */
type Tracked = Promise<void> & { status?: 'fulfilled'; value?: undefined };

export function gateBox(open: boolean): GateBox {
  let settle = () => {};
  const opened: Tracked = new Promise<void>((resolve) => (settle = resolve));
  const box: GateBox = {
    open,
    content: null,
    opened,
    openGate(content) {
      box.content = content;
      box.open = true;
      // a hydration in this very task (flushSync) must not suspend on it again
      opened.status = 'fulfilled';
      opened.value = undefined;
      settle();
    },
    nodes: [],
    waited: false,
  };
  return box;
}

/**
 * The inside of a deferred slot's Suspense boundary. While the slot is server HTML it suspends during
 * hydration, so React leaves the server's nodes as they are (a dehydrated boundary) and hydrates them,
 * in place, when the gate opens. `content` is the live widget once the boundary is hydrated.
 */
export function Gate({ box, content }: { box: GateBox; content?: ReactNode }): ReactNode {
  const hydrating = useHydrating();
  if (box.open) {
    // settled by now: React tracked it when the gate suspended, so this returns at once
    if (box.waited) use(box.opened);
    return content === undefined ? box.content : content;
  }
  if (hydrating) {
    box.waited = true;
    use(box.opened);
  }
  // React renders a dehydrated boundary from scratch when a context above it changes before it is
  // hydrated (a client navigation, a new breakpoint): the server's very nodes stay shown meanwhile
  return (
    <div
      className="hydrate-frozen"
      // React leaves an element with an empty innerHTML alone: the server's nodes move in as it is attached
      ref={(el) => void (el && !el.firstChild && el.append(...box.nodes))}
      dangerouslySetInnerHTML={{ __html: '' }}
      suppressHydrationWarning
    />
  );
}
