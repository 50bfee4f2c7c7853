import type { RegisteredWidget } from './types.ts';

export class UnknownWidgetError extends Error {
  constructor(
    readonly widget: string,
    readonly nodePath: string,
    readonly registered: string[],
  ) {
    super(`Unknown widget "${widget}" at ${nodePath}. Registered widgets: ${registered.join(', ')}`);
    this.name = 'UnknownWidgetError';
  }
}

export interface Registry {
  get(name: string, nodePath: string): RegisteredWidget;
  has(name: string): boolean;
  names(): string[];
}

export function createRegistry(widgets: readonly RegisteredWidget[]): Registry {
  const byName = new Map<string, RegisteredWidget>();
  for (const w of widgets) {
    if (byName.has(w.name)) throw new Error(`Widget "${w.name}" is registered twice`);
    byName.set(w.name, w);
  }
  const names = () => [...byName.keys()].sort();
  return {
    has: (name) => byName.has(name),
    names,
    get(name, nodePath) {
      const w = byName.get(name);
      if (!w) throw new UnknownWidgetError(name, nodePath, names());
      return w;
    },
  };
}
