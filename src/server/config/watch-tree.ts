import { readdirSync, watch, type FSWatcher } from 'node:fs';
import { join } from 'node:path';

/**
 * Watches a directory tree with one watcher per directory. Node 20's `recursive` watch on Linux
 * watches each file, and loses a file that an editor (or `sed -i`) replaces by renaming a new one
 * over it: the second save was never seen. A directory's watcher sees every entry written in it.
 * New subdirectories are watched from the next change on.
 */
export function watchTree(root: string, onChange: () => void, onError: (error: Error) => void): { close(): void } {
  const watchers = new Map<string, FSWatcher>();
  const dirs = (dir: string): string[] => [
    dir,
    ...readdirSync(dir, { withFileTypes: true })
      .filter((e) => e.isDirectory())
      .flatMap((e) => dirs(join(dir, e.name))),
  ];
  const refresh = () => {
    let found: string[];
    try {
      found = dirs(root);
    } catch (error) {
      onError(error instanceof Error ? error : new Error(String(error)));
      return;
    }
    for (const [dir, w] of watchers) {
      if (!found.includes(dir)) {
        w.close();
        watchers.delete(dir);
      }
    }
    for (const dir of found) {
      if (watchers.has(dir)) continue;
      const w = watch(dir, () => {
        refresh();
        onChange();
      });
      w.on('error', (error) => onError(error));
      watchers.set(dir, w);
    }
  };
  refresh();
  return {
    close() {
      for (const w of watchers.values()) w.close();
      watchers.clear();
    },
  };
}
