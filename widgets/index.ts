import type { RegisteredWidget } from '../src/render/types.ts';

/**
 * The registry: every widget folder's index.ts, found at build time. Adding a widget is adding a
 * folder; the entry files hand this list to the renderer.
 */
const modules = import.meta.glob<{ default: RegisteredWidget }>('./*/index.ts', { eager: true });

export const widgets: readonly RegisteredWidget[] = Object.values(modules).map((m) => m.default);
