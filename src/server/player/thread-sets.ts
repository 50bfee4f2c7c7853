import type { ConfigSet } from '../../config/config-set.ts';
import { keepEqual } from '../../lib/keep-equal.ts';
import { useSet } from './render-protocol.ts';

/**
 * The config sets a render thread holds, by revision, as the main thread's mirror orders them
 * (render-protocol.ts useSet). A set arrives as a copy made for this thread: it is kept with every part
 * that equals the set before it replaced by that set's own object (src/lib/keep-equal.ts), so a
 * revision that changed one file renders its first page with what the thread worked out of the rest
 * (resolved props, walks, formatters) instead of working it all out again.
 */
export function createThreadSets() {
  const sets = new Map<string, ConfigSet>();
  const held: string[] = [];
  let newest: ConfigSet | undefined;
  return {
    /** The set to render `revision` with; `set`: the main thread sent it (the first render of that revision here). */
    use(revision: string, set?: ConfigSet): ConfigSet | undefined {
      useSet(held, revision);
      if (set) {
        newest = keepEqual(newest, set);
        sets.set(revision, newest);
      }
      for (const kept of sets.keys()) if (!held.includes(kept)) sets.delete(kept);
      return sets.get(revision);
    },
  };
}
