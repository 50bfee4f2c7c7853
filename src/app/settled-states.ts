import type { DataRouter, RouterState, RouterSubscriber } from 'react-router';

/** The parts of a router state only a navigation's or revalidation's progress changes. */
const PROGRESS: ReadonlySet<keyof RouterState> = new Set(['navigation', 'revalidation']);

/** Whether `next` differs from `shown` in anything but the progress of a navigation or revalidation. */
export function changesWhatIsShown(shown: RouterState, next: RouterState): boolean {
  if (shown === next) return false;
  for (const key of Object.keys(next) as (keyof RouterState)[]) if (!PROGRESS.has(key) && next[key] !== shown[key]) return true;
  return false;
}

/**
 * The router as the page's React tree sees it: a state that only says a navigation is under way
 * ("loading", then the loaders' progress) is not passed on, so React renders a navigation once, when
 * its page is ready. Nothing in the tree shows a navigation's progress (the bar at the top follows the
 * router itself, src/app/entry-client.tsx), yet each such state made React render the document, the
 * layout and the page again inside the tap's click handler: 20–70 ms of a throttled tap on "Log in"
 * (docs/performance.md). `router.state` still reads the router's own, current state.
 */
export function settledStates<R extends Pick<DataRouter, 'state' | 'subscribe'>>(router: R): R {
  const subscribe = (subscriber: RouterSubscriber) => {
    let shown = router.state;
    return router.subscribe((state, options) => {
      if (!changesWhatIsShown(shown, state)) return;
      shown = state;
      subscriber(state, options);
    });
  };
  return new Proxy(router, { get: (target, key) => (key === 'subscribe' ? subscribe : Reflect.get(target, key)) });
}
