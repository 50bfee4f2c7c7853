import type { DataRouter, RouterState, RouterSubscriber } from 'react-router';

/** Whether `next` differs from `shown` in anything but the progress of a navigation or revalidation. */
export const changesWhatIsShown = (shown: RouterState, next: RouterState): boolean =>
  (Object.keys(next) as (keyof RouterState)[]).some((key) => key !== 'navigation' && key !== 'revalidation' && next[key] !== shown[key]);

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
  // everything else (`state` included, a getter of the router's own) is the router's
  return Object.create(router, { subscribe: { value: subscribe } }) as R;
}
