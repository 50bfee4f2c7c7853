import { createElement, lazy, type ComponentType } from 'react';

/**
 * A code-split component plus the preload that fetches its chunk. Once preloaded it renders
 * synchronously: a server that preloads it renders it in place, with no Suspense to wait on (the
 * page's first messages are written after everything that formats), and a browser that preloaded
 * it hydrates it without waiting. Not preloaded, it suspends like React's `lazy`.
 */
export function preloadable<P extends object>(load: () => Promise<ComponentType<P>>) {
  let loaded: ComponentType<P> | null = null;
  const preload = () =>
    load().then((component) => {
      loaded = component;
      return component;
    });
  const Lazy = lazy(() => preload().then((component) => ({ default: component })));
  function Preloadable(props: P) {
    return createElement(loaded ?? Lazy, props);
  }
  return { component: Preloadable, preload };
}
