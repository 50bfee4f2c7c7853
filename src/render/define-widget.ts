import { lazy, type ComponentType } from 'react';
import type { Props, RegisteredWidget, WidgetComponentProps, WidgetDefinition } from './types.ts';

/**
 * Erases a widget's own prop and data types for the registry. Safe because every config is
 * validated against the widget's props schema (build time, lint and server boot) before it renders.
 */
export function defineWidget<P extends Props, D>(definition: WidgetDefinition<P, D>): RegisteredWidget {
  return definition as unknown as RegisteredWidget;
}

/** A code-split widget component plus the preload that fetches its chunk ahead of rendering. */
export function lazyWidget<P extends Props, D>(load: () => Promise<{ default: ComponentType<WidgetComponentProps<P, D>> }>) {
  return { component: lazy(load), preload: load };
}
