import type { Plugin } from 'vite';

/** The modules the client entry imports statically, found once the module graph is complete. */
export function entryGraph(): { plugin: Plugin; has(id: string): boolean } {
  const reachable = new Set<string>();
  const plugin: Plugin = {
    name: 'entry-graph',
    apply: 'build',
    buildEnd() {
      reachable.clear();
      const entries = [...this.getModuleIds()].filter((id) => this.getModuleInfo(id)?.isEntry);
      const queue = [...entries];
      while (queue.length > 0) {
        const id = queue.pop() as string;
        if (reachable.has(id)) continue;
        reachable.add(id);
        queue.push(...(this.getModuleInfo(id)?.importedIds ?? []));
      }
    },
  };
  return { plugin, has: (id) => reachable.has(id) };
}
