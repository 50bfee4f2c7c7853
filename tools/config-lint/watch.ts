import { readdirSync, watch, type FSWatcher } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { displayBase, type FileCache } from '../../engine/project/project.ts';
import { CONFIG_FILE } from '../../engine/lint/rule-config.ts';
import { lint, lintTarget, type LintOptions, type LintResult } from '../../engine/lint/lint.ts';

export interface Watching {
  close(): void;
}

/**
 * Lints once, then again after every change to site-configs/ or config-lint.json (changes within
 * `settleMs` are one run). `report` gets each result and the files that changed.
 */
export function watchLint(options: LintOptions, report: (result: LintResult, changed: string[]) => void, settleMs = 30): Watching {
  const { root, configDir } = lintTarget(options);
  // unchanged files are not read or parsed again
  const cache: FileCache = new Map();
  const run = (changed: string[]) => report(lint({ ...options, root, configDir, cache }), changed);
  run([]);
  let pending = new Set<string>();
  let timer: NodeJS.Timeout | undefined;
  const changed = (file: string) => {
    pending.add(file);
    clearTimeout(timer);
    timer = setTimeout(() => {
      const files = [...pending].sort();
      pending = new Set();
      run(files);
    }, settleMs);
  };
  // one watcher per directory, not per file: editors and sed replace a file by renaming a new one over it
  const dirs = (dir: string): string[] => [
    dir,
    ...readdirSync(dir, { withFileTypes: true })
      .filter((d) => d.isDirectory())
      .flatMap((d) => dirs(join(dir, d.name))),
  ];
  const base = displayBase(root, configDir);
  const watchers: FSWatcher[] = [
    ...dirs(configDir).map((dir) =>
      watch(dir, (_event, name) => {
        if (name && String(name).endsWith('.json'))
          changed(
            relative(base, join(dir, String(name)))
              .split(sep)
              .join('/'),
          );
      }),
    ),
    watch(root, (_event, name) => {
      if (String(name) === CONFIG_FILE) changed(CONFIG_FILE);
    }),
  ];
  return {
    close() {
      clearTimeout(timer);
      for (const w of watchers) w.close();
    },
  };
}
