import { describe, expect, it } from 'vitest';
import { entryGraph } from './vite-entry-graph.ts';

/** A module graph as rolldown's plugin context reports it: static imports only (dynamic ones are separate). */
const modules: Record<string, { isEntry: boolean; importedIds: string[] }> = {
  entry: { isEntry: true, importedIds: ['app', 'react'] },
  app: { isEntry: false, importedIds: ['store', 'react'] },
  store: { isEntry: false, importedIds: [] },
  react: { isEntry: false, importedIds: [] },
  // reached only through import(): stays out of the entry's chunks
  widget: { isEntry: false, importedIds: ['store', 'widget-only'] },
  'widget-only': { isEntry: false, importedIds: [] },
};

describe('entryGraph', () => {
  it('holds what the entry imports statically, at any depth, and nothing only a lazy module imports', () => {
    const graph = entryGraph();
    const buildEnd = graph.plugin.buildEnd;
    if (typeof buildEnd !== 'function') throw new Error('entryGraph has no buildEnd hook');
    const context = {
      getModuleIds: () => Object.keys(modules)[Symbol.iterator](),
      getModuleInfo: (id: string) => modules[id] ?? null,
    };
    Reflect.apply(buildEnd, context, []);
    expect(['entry', 'app', 'store', 'react'].every((id) => graph.has(id))).toBe(true);
    expect(graph.has('widget')).toBe(false);
    expect(graph.has('widget-only')).toBe(false);
  });
});
