import { describe, expect, it } from 'vitest';
import { chunkSources, formatLongTasks, idleWorkTasks, longTasksOf, sourceOf } from './long-tasks.ts';

// a package a build found through a symlinked node_modules outside the checkout (a git worktree's): joined, as
// it is data the manifest holds, not a path of this repository
const outside = ['..', '..', 'elsewhere', 'node_modules', 'dompurify', 'dist', 'purify.es.mjs'].join('/');
const manifest = {
  'src/app/platform/after-idle.ts': { file: 'assets/after-idle-Bx1.js', name: 'after-idle', src: 'src/app/platform/after-idle.ts' },
  '_vendor-Bj5.js': { file: 'assets/vendor-Bj5.js', name: 'vendor' },
  [outside]: { file: 'assets/purify.es-Dz.js', name: 'purify.es', src: outside },
};
const page = 'http://casino1.localhost:4638/';

describe('long tasks by source', () => {
  it('maps a hashed asset back to the module it was built from', () => {
    const chunks = chunkSources(manifest);
    expect(chunks.get('assets/after-idle-Bx1.js')).toBe('src/app/platform/after-idle.ts');
    expect(chunks.get('assets/vendor-Bj5.js')).toBe('vendor (shared chunk)');
    expect(chunks.get('assets/purify.es-Dz.js')).toBe('node_modules/dompurify/dist/purify.es.mjs');
  });

  it('names the page, an unknown script by its path and an unattributable task as such', () => {
    const chunks = chunkSources(manifest);
    expect(sourceOf(page, chunks, page)).toBe('page');
    expect(sourceOf('http://casino1.localhost:4638/assets/gone-1.js', chunks, page)).toBe('/assets/gone-1.js');
    expect(sourceOf('Unattributable', chunks, page)).toBe('unattributable');
  });

  it('lists a report’s long tasks in the order they started, and prints them on one line', () => {
    const report = {
      audits: {
        'long-tasks': {
          details: {
            items: [
              { url: 'http://casino1.localhost:4638/assets/after-idle-Bx1.js', startTime: 2140.4, duration: 87.2 },
              { url: page, startTime: 812.6, duration: 55 },
            ],
          },
        },
      },
    };
    const tasks = longTasksOf(report, chunkSources(manifest), page);
    expect(tasks).toEqual([
      { source: 'page', startMs: 813, durationMs: 55 },
      { source: 'src/app/platform/after-idle.ts', startMs: 2140, durationMs: 87 },
    ]);
    expect(formatLongTasks(tasks)).toBe('page @813 ms 55 ms; src/app/platform/after-idle.ts @2140 ms 87 ms');
    expect(formatLongTasks(longTasksOf({ audits: {} }, new Map(), page))).toBe('none');
  });

  it('picks out the tasks of the idle work’s own modules', () => {
    const tasks = [
      { source: 'vendor (shared chunk)', startMs: 900, durationMs: 120 },
      { source: 'src/app/platform/after-idle.ts', startMs: 2140, durationMs: 87 },
    ];
    expect(idleWorkTasks(tasks)).toEqual([tasks[1]]);
  });

  it('lists every long task from the debug data, past the table’s 20', () => {
    const tasks = Array.from({ length: 25 }, (_, i) => ({ urlIndex: i % 2, startTime: 100 * i, duration: 60 }));
    const report = {
      audits: { 'long-tasks': { details: { items: [], debugData: { urls: [page, 'http://casino1.localhost:4638/assets/vendor-Bj5.js'], tasks } } } },
    };
    const listed = longTasksOf(report, chunkSources(manifest), page);
    expect(listed).toHaveLength(25);
    expect(listed[1]).toEqual({ source: 'vendor (shared chunk)', startMs: 100, durationMs: 60 });
  });
});
