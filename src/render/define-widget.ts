import type { ComponentType } from 'react';
import { preloadable } from '../ui/preloadable.ts';
import type { LoadContext, Props, RegisteredWidget, WidgetComponentProps, WidgetDefinition } from './types.ts';

/**
 * Erases a widget's own prop and data types for the registry. Safe because every config is
 * validated against the widget's props schema (build time, lint and server boot) before it renders.
 */
export function defineWidget<P extends Props, D>(definition: WidgetDefinition<P, D>): RegisteredWidget {
  return definition as unknown as RegisteredWidget;
}

type Loader<P extends Props, D> = () => Promise<{ default: ComponentType<WidgetComponentProps<P, D>> }>;

/**
 * A code-split widget component plus the preload that fetches its chunk. Once preloaded it renders
 * synchronously, so SSR streams no Suspense fallbacks and hydration never waits on code.
 */
export function lazyWidget<P extends Props, D>(load: Loader<P, D>) {
  return preloadable(() => load().then((mod) => mod.default));
}

type Load<P extends Props, D> = (props: P, ctx: LoadContext) => Promise<D>;

/**
 * A widget's loader fetched on its first call. A first load hydrates from the server's loader data,
 * so the loaders and their response readers stay out of the entry chunk; they are needed only on a
 * client navigation or when a deferred widget whose data was left out comes alive.
 */
export function lazyLoad<P extends Props, D>(importLoad: () => Promise<Load<P, D>>): Load<P, D> {
  let loaded: Load<P, D> | null = null;
  return (props, ctx) =>
    loaded
      ? loaded(props, ctx)
      : importLoad().then((load) => {
          loaded = load;
          return load(props, ctx);
        });
}
