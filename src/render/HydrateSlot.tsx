import { flushSync } from 'react-dom';
import { startTransition, Suspense, useCallback, useContext, useEffect, useLayoutEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { collectLoads, preloadWidgets, widgetsNeeded } from './collect-loads.ts';
import { SlotNavigationContext, WidgetLoadContext } from './load-context.ts';
import { OUTLET } from '../../schemas/outlet.ts';
import type { Registry } from './registry.ts';
import type { Carried } from './replay.ts';
import { positionOf, typedInto } from './input-position.ts';
import { followHeldLink, holdLink, LINK_HOLD_MS, leavingForLink, opensElsewhere, releaseLink, routeLinkPath, sameWindowLink } from './held-link.ts';
import type { HydratePlan, Node, RenderContext, TreeData } from './types.ts';
import { walkTree } from './walk-tree.ts';
import { WAKE_AHEAD, WAKE_MARK } from './wake-mark.ts';
import { useFollowedFlags } from './layout-flags.ts';
import { shortHash } from '../lib/short-hash.ts';
import { markPressed, PRESSED, PRESSED_AT_DOWN } from './pressed.ts';
import { documentLoadsFirst } from '../lib/client-navigation.ts';
import { nativeInvoker, openedNatively } from './native-invoker.ts';
import { afterFrame } from '../lib/after-frame.ts';
import { Gate, gateBox, useHydrating } from './hydrate-gate.tsx';
import { messagesNotCarried } from './not-carried-slot.ts';
import { useMessagesPending } from '../i18n/IntlContext.tsx';

/** How far outside the viewport a `visible` widget starts coming alive. */
export const VISIBLE_MARGIN = '300px 0px';
/** The longest an `idle` widget waits for the browser to be idle. */
export const IDLE_TIMEOUT_MS = 3_000;

interface SlotProps {
  plan: Exclude<HydratePlan, 'load'>;
  node: Node;
  path: string;
  registry: Registry;
  ctx: RenderContext;
  data: TreeData;
  /** what the widget renders from (language, props, `when`s): when it differs from the hydrated one, server HTML no longer fits */
  inputs: string;
  /** the layout flags its widgets follow (`useFollowedFlags`): part of what it renders from */
  follows: readonly string[];
  /** the identity of its loader result in this browser: new data does not fit the server HTML either */
  dataId: number;
  /** the live widget, given the tree's data plus what coming alive loaded */
  render: (data: TreeData) => ReactNode;
}

/**
 * The subtree without the deferred slots found in its server DOM: they hydrate their own server HTML under
 * their own plans (a live board does not wake the `never` list inside it), so their code and data wait.
 */
function withoutInner(node: Node, path: string, inner: ReadonlySet<string | undefined>): Node {
  if (!node.children) return node;
  return { ...node, children: node.children.map((child, i) => (inner.has(`${path}/${i}`) ? { widget: OUTLET } : withoutInner(child, `${path}/${i}`, inner))) };
}

/** Loader nodes of a subtree whose results are not in `data`: a `never` widget's, left out of hydration. */
function missingLoads(node: Node, path: string, registry: Registry, data: TreeData): boolean {
  let missing = false;
  walkTree(node, path, (n, p) => {
    if (n.widget !== OUTLET && registry.has(n.widget) && registry.get(n.widget, p).load && !(p in data)) missing = true;
  });
  return missing;
}

const WAKE_EVENTS = ['pointerdown', 'touchstart', 'focusin', 'keydown', 'click'] as const;
const ACTIVATING_KEYS = new Set(['Enter', ' ']);

/**
 * A widget that does not hydrate with the page (docs/hydration.md). On a first load it keeps the
 * server's HTML: the element hydrates with an empty innerHTML and suppressHydrationWarning, so React
 * neither checks nor touches what the server put inside. It comes alive (code, and data when it was
 * left out) when its plan says (`idle`, `visible`), when the player touches it (the click or key that
 * woke it is replayed on the live widget, typed values and focus carried over), or, for any plan,
 * when what it renders from changes (language, props, data, a `when` inside it, a layout flag it follows).
 */
export function HydrateSlot({ plan, node, path, registry, ctx, data, inputs: ownInputs, follows, dataId, render }: SlotProps): ReactNode {
  const hydrating = useHydrating();
  const inputs = `${ownInputs}|${useFollowedFlags(follows)}`;
  const server = typeof document === 'undefined';
  // the slot's server HTML says what it was rendered from
  const version = shortHash(inputs);
  const [hydratedInputs] = useState(inputs);
  const [hydratedDataId] = useState(dataId);
  // true for a slot that holds server HTML, hydrated from it
  const [mountedHydrating] = useState(hydrating);
  const [live, setLive] = useState(() => server || (!mountedHydrating && !missingLoads(node, path, registry, data)));
  const [loaded, setLoaded] = useState<TreeData>({});
  // a slot hydrated from the server's HTML comes alive in place, the server's nodes becoming the live widget's (docs/hydration.md)
  const [box] = useState(() => gateBox(live));
  // a boundary whose server HTML no longer fits what the widget renders from is rendered anew
  const [boundary, setBoundary] = useState<'server' | 'fresh'>('server');
  const latest = useRef({ render, data, fits: true });
  useLayoutEffect(() => {
    latest.current = { render, data, fits: inputs === hydratedInputs && dataId === hydratedDataId };
  });
  const loadCtx = useContext(WidgetLoadContext);
  const messagesPending = useMessagesPending();
  const navigateTo = useContext(SlotNavigationContext);
  const slot = useRef<HTMLDivElement>(null);
  const waking = useRef(false);
  const clicks = useRef<number[][]>([]);
  const carried = useRef<Carried | null>(null);
  const pointerDown = useRef(false);
  // the link a held click lands on, and the timer after which it is followed as a plain link
  const link = useRef<{ href: string; timer: number } | null>(null);

  // what coming alive loaded, once it is here; and whether the player (or new inputs) asked, not the app ahead of a touch
  const ready = useRef<TreeData | null>(null);
  // what carries the player's input over (src/render/replay.ts): loaded only when there is some, beside the widgets' code
  const replay = useRef<Promise<typeof import('./replay.ts')> | null>(null);
  const carrying = useCallback(() => {
    const el = slot.current;
    if (el && !replay.current && (pointerDown.current || clicks.current.length > 0 || el.contains(document.activeElement) || typedInto(el)))
      replay.current = import('./replay.ts');
    return replay.current;
  }, []);
  const asked = useRef(false);
  const going = useRef(false);
  const shown = live;

  /** Opens the boundary's gate with the live widget: hydrated in place when the server's HTML still fits. */
  const openBoundary = useCallback(
    (more: TreeData | undefined) => {
      if (box.open) return;
      const { render: renderLive, data: own, fits } = latest.current;
      if (!fits) setBoundary('fresh');
      box.openGate(renderLive(more && Object.keys(more).length ? { ...more, ...own } : own));
    },
    [box],
  );

  const goLive = useCallback(() => {
    // committed at once: a press that began after this decision but before a scheduled commit would
    // lose its click with the server DOM under it (the pointer check below only holds for an instant swap)
    const now = async () => {
      // the input to carry over needs its module (asked for with the code when the input came first)
      const carry = await carrying()?.catch(() => null);
      // it did not load: a held link goes where the player clicked, as when the widget's code fails
      if (carry === null && link.current && followHeldLink()) return;
      const held = link.current;
      if (held) {
        window.clearTimeout(held.timer);
        releaseLink(held.href);
        link.current = null;
      }
      // the page is already loading the link the player clicked: a replayed client navigation would cancel it
      if (leavingForLink()) clicks.current = [];
      flushSync(() => {
        if (slot.current && carry) carried.current = carry.collectCarried(slot.current, clicks.current);
        if (ready.current) setLoaded(ready.current);
        openBoundary(ready.current ?? undefined);
        setLive(true);
      });
    };
    if (going.current) return;
    going.current = true;
    // a press in progress ends on the server's DOM: its click is held back and replayed
    if (!pointerDown.current) return void now();
    const release = () => {
      window.removeEventListener('pointerup', release, true);
      window.removeEventListener('pointercancel', release, true);
      window.setTimeout(() => void now(), 0);
    };
    window.addEventListener('pointerup', release, true);
    window.addEventListener('pointercancel', release, true);
  }, [carrying, openBoundary]);

  const wake = useCallback(
    (ahead = false, seen = false) => {
      if (!ahead) asked.current = true;
      // the player's input, or new inputs, ask for the language a slot without its messages waits for; its
      // plan (`seen`: near the viewport) or the app ahead of a touch wait for whoever loads it (the idle
      // work, the first input): a slot in view at load does not pull the file into the page's first seconds
      if (!ahead && !seen && messagesNotCarried(plan)) void messagesPending(true);
      if (ready.current) {
        // woken ahead and hydrating in place: the player's press ends on the same elements
        if (!ahead) goLive();
        return;
      }
      if (waking.current) return;
      waking.current = true;
      const inner = new Set([...(slot.current?.querySelectorAll<HTMLElement>('.hydrate-slot[data-slot]') ?? [])].map((el) => el.dataset.slot));
      const own = withoutInner(node, path, inner);
      const code = Promise.all([preloadWidgets(widgetsNeeded(own, registry, ctx.jurisdiction), registry), carrying()]);
      const needsData = missingLoads(own, path, registry, data) && loadCtx !== null;
      const extra = needsData ? collectLoads(own, path, registry, ctx.breakpoints, ctx.breakpoint, loadCtx) : Promise.resolve({});
      // the page did not carry its messages (src/render/not-carried-slot.ts): it renders once the language's are
      // here, so it hydrates in place with the server's very text (an empty one would not match)
      const text = messagesNotCarried(plan) ? messagesPending(false) : null;
      void Promise.all([extra, code, text]).then(
        ([more]) => {
          ready.current = more;
          if (asked.current) return goLive();
          // nobody is waiting: rendered in slices (a transition), so a tap in between is handled at once
          openBoundary(more);
          startTransition(() => {
            setLoaded(more);
            setLive(true);
          });
        },
        (error: unknown) => {
          // woken ahead: nothing is lost, a touch tries again
          if (!asked.current) return void (waking.current = false);
          // the code did not load: a held link goes where the player clicked as a plain link; anything
          // else is the chunk failure the app handles (one reload, src/app/platform/use-new-version.ts)
          if (link.current && followHeldLink()) return;
          throw error;
        },
      );
    },
    [plan, node, path, registry, data, ctx.breakpoints, ctx.breakpoint, ctx.jurisdiction, loadCtx, messagesPending, goLive, carrying, openBoundary],
  );

  useEffect(() => {
    if (live) return;
    // mounted after hydration without its data, or no longer what the server rendered
    if (!mountedHydrating || inputs !== hydratedInputs || dataId !== hydratedDataId) wake();
  }, [live, mountedHydrating, inputs, hydratedInputs, dataId, hydratedDataId, wake]);

  useEffect(() => {
    const el = slot.current;
    if (shown || !el || plan === 'never') return;
    // on the window, ahead of React's own listener on the document: React stops an event whose target is in
    // a boundary it has not hydrated yet (this slot's server HTML) before it reaches the slot's element
    const onInput = (event: Event) => {
      if (!(event.target instanceof Node) || !el.contains(event.target)) return;
      // the bootstrap leaves this click to the browser, a document load (src/app/plain-links.ts)
      if (event.type === 'click' && documentLoadsFirst() && !opensElsewhere(event) && routeLinkPath(event.target, el)) return;
      const activates = event.type === 'click' || (event instanceof KeyboardEvent && ACTIVATING_KEYS.has(event.key));
      // a router link needs nothing of its widget: the router takes the player there at once, and the
      // widget stays server HTML until the new address wakes it (an `interaction` slot follows the route)
      const route = navigateTo && !opensElsewhere(event) && routeLinkPath(event.target, el);
      if (route) {
        if (event.type === 'pointerdown') {
          pointerDown.current = true;
          // woken ahead and rendering: the press keeps the server DOM, or the commit could take the link
          // away between the press and its click, and the player's tap would go nowhere
          if (ready.current) wake();
        }
        if (event.type === 'click' || (event as KeyboardEvent).key === 'Enter') {
          event.preventDefault();
          event.stopPropagation();
          void navigateTo(route);
        }
        return;
      }
      if (event.type === 'pointerdown') {
        pointerDown.current = true;
        // a chip's press shows as the finger lands: its click comes only with the lift, at a busy moment ~90 ms
        // later (docs/performance.md "The provider chip"); the slot wakes now, and its live render takes the mark off
        markPressed(event.target, el, PRESSED_AT_DOWN);
      }
      // a popover's or a dialog's button answers by itself: its click is the browser's, and the widget's code
      // hydrates the same elements, the popover or dialog still open. That code and its render wait for the
      // frame that shows the answer: woken by the press, the button's focus or the focus the dialog moves in,
      // they ran in the tap's own tasks (a throttled "Log in": the header's render in the click's task, before
      // the dialog showed). Focus alone (a keyboard) still wakes it, a frame later
      if (nativeInvoker(event.target)) {
        if (activates || event.type === 'focusin') afterFrame(() => wake());
        return;
      }
      if (event.type === 'focusin' && openedNatively(event.target, el)) return afterFrame(() => wake());
      if (activates && event.target instanceof Element) {
        const at = positionOf(el, event.target);
        const href = sameWindowLink(event.target, el);
        if (at && !(href && opensElsewhere(event))) {
          event.preventDefault();
          event.stopPropagation();
          clicks.current.push(at);
          markPressed(event.target, el);
          if (href && !link.current) {
            // a link never strands the player: if the code is not here in time, the browser follows it
            holdLink(href);
            link.current = { href, timer: window.setTimeout(() => followHeldLink(), LINK_HOLD_MS) };
          }
        }
      }
      // a slot not woken yet asks for its code and data after the frame that shows the press: the tap's own
      // task (pointerover to click, one go for a quick finger) held 5–25 ms of imports at a phone's CPU before
      // a provider chip's pressed frame (issue 51, docs/performance.md "The provider chip")
      if (!ready.current) return void afterFrame(() => wake());
      wake();
    };
    const onRelease = () => {
      pointerDown.current = false;
    };
    // a pointer over the widget is a tap about to come: its code starts loading now
    // (not over a router link, which needs none of it: evaluating the header's code would delay the navigation)
    const warm = (event: Event) => {
      // a popover's or a dialog's button needs none of it to answer (above): the next control the pointer is over may
      if (!(event.target instanceof Node) || !el.contains(event.target) || nativeInvoker(event.target)) return;
      window.removeEventListener('pointerover', warm, true);
      // after the frame: a finger's pointerover comes in the task of its pointerdown (above)
      if (!(navigateTo && routeLinkPath(event.target, el)))
        afterFrame(() => void preloadWidgets(widgetsNeeded(node, registry, ctx.jurisdiction), registry).catch(() => {}));
    };
    const ahead = () => wake(true);
    el.addEventListener(WAKE_AHEAD, ahead);
    window.addEventListener('pointerover', warm, true);
    for (const type of WAKE_EVENTS) window.addEventListener(type, onInput, true);
    window.addEventListener('pointerup', onRelease, true);
    window.addEventListener('pointercancel', onRelease, true);
    let stop = () => {};
    if (plan === 'idle') {
      if (typeof window.requestIdleCallback === 'function') {
        const id = window.requestIdleCallback(() => wake(), { timeout: IDLE_TIMEOUT_MS });
        stop = () => window.cancelIdleCallback(id);
      } else {
        const id = setTimeout(() => wake(), 1);
        stop = () => clearTimeout(id);
      }
    } else if (plan === 'visible') {
      if (typeof IntersectionObserver === 'function') {
        // in view at load, it waits for the language's messages the idle work or an input loads (not in the
        // page's first seconds); scrolled to, it asks for them: with Save-Data no idle work ever loads them
        let atLoad = true;
        const observer = new IntersectionObserver(
          (entries) => {
            if (entries.some((e) => e.isIntersecting)) wake(false, atLoad);
            atLoad = false;
          },
          { rootMargin: VISIBLE_MARGIN },
        );
        // the slot itself has no box (display: contents): its server-rendered children do; a mark
        // inside a deferred slot nested in this one is that slot's own
        const marks = [...el.querySelectorAll(`[${WAKE_MARK}]`)].filter((m) => m.parentElement?.closest('.hydrate-slot') === el);
        const targets = marks.length > 0 ? marks : [...el.children];
        for (const target of targets) observer.observe(target);
        if (targets.length === 0) wake(false, true);
        stop = () => observer.disconnect();
      } else wake(false, true);
    }
    // `interaction`: only the player's input above, or new inputs (a navigation, a sign-in), wake it;
    // and text typed into its server HTML before the page was live, which comes alive with its caret
    if (typedInto(el)) wake();
    return () => {
      stop();
      el.removeEventListener(WAKE_AHEAD, ahead);
      window.removeEventListener('pointerover', warm, true);
      for (const type of WAKE_EVENTS) window.removeEventListener(type, onInput, true);
      window.removeEventListener('pointerup', onRelease, true);
      window.removeEventListener('pointercancel', onRelease, true);
    };
  }, [shown, plan, wake, node, registry, ctx.jurisdiction, navigateTo]);

  // a slot that goes away (a navigation) no longer holds its link
  useEffect(
    () => () => {
      const held = link.current;
      if (held) {
        window.clearTimeout(held.timer);
        releaseLink(held.href);
      }
    },
    [],
  );

  useLayoutEffect(() => {
    // the server's nodes, kept in case React has to render the boundary before it is hydrated (hydrate-gate.tsx)
    if (mountedHydrating && !box.open && slot.current) box.nodes = [...slot.current.childNodes];
  }, [mountedHydrating, box]);

  useLayoutEffect(() => {
    // live on the elements a held tap landed on: the press is answered
    if (shown) for (const control of slot.current?.querySelectorAll(`[${PRESSED}]`) ?? []) control.removeAttribute(PRESSED);
  }, [shown]);

  // after the slots inside have hydrated their server HTML and listen: a click meant for one of them reaches it
  useEffect(() => {
    const todo = carried.current;
    if (!shown || !todo || !slot.current) return;
    carried.current = null;
    void replay.current?.then((m) => slot.current && m.replayCarried(slot.current, todo));
  }, [shown]);

  // kept while its data holds: a slot renders again for new inputs (an `interaction` slot at each
  // navigation), which its live widget does not render from; what it shows of the address it reads itself
  const tree = useMemo(() => (Object.keys(loaded).length ? { ...loaded, ...data } : data), [loaded, data]);
  const content = useMemo(() => render(tree), [render, tree]);

  // before it is live the boundary's element never changes: an update would make React hydrate it at once
  const liveContent = shown ? content : undefined;
  const gate = useMemo(
    () => (
      <Suspense key={boundary} fallback={null}>
        <Gate box={box} content={liveContent} />
      </Suspense>
    ),
    [boundary, box, liveContent],
  );
  return (
    // data-live: tests and monitoring tell a slot that came alive in this browser from server HTML (the server's own render has none)
    <div
      ref={slot}
      className="hydrate-slot"
      data-hydrate={plan}
      data-slot={path}
      data-v={shown ? version : shortHash(hydratedInputs)}
      data-live={shown && !server ? '' : undefined}
      suppressHydrationWarning
    >
      {gate}
    </div>
  );
}
