import type { RegisteredWidget } from '../src/render/types.ts';

/**
 * The registry: every widget folder's index.ts, found at build time. Adding a widget is adding a
 * folder; the entry files hand this list to the renderer. Only each module's default export is
 * taken, so the bundle carries no namespace object per widget; a build writes the same list as plain
 * imports (tools/vite-widget-list.ts), so no page carries the glob's path keys either.
 */
const modules = import.meta.glob<RegisteredWidget>('./*/index.ts', { eager: true, import: 'default' });

export const widgets: readonly RegisteredWidget[] = Object.values(modules);
