import { describe, expect, it } from 'vitest';
import { createModulePreloads, type Manifest } from './module-preload.ts';

const manifest: Manifest = {
  'src/app/entry-client.tsx': { file: 'assets/entry.js', isEntry: true, imports: ['_react.js'], css: ['assets/entry.css'] },
  '_react.js': { file: 'assets/react.js' },
  '_intl.js': { file: 'assets/intl.js', imports: ['_react.js'] },
  '_tile.js': { file: 'assets/tile.js', imports: ['_intl.js', 'src/app/entry-client.tsx'] },
  'widgets/GameGrid/Component.tsx': { file: 'assets/grid.js', imports: ['_tile.js', 'src/app/entry-client.tsx'] },
  'widgets/GameRail/Component.tsx': { file: 'assets/rail.js', imports: ['_tile.js', '_intl.js'] },
};

describe('module preloads per page', () => {
  const preloads = createModulePreloads(manifest, 'src/app/entry-client.tsx');

  it('names the entry, its stylesheets and its static imports', () => {
    expect(preloads.entryFile).toBe('/assets/entry.js');
    expect(preloads.css).toEqual(['/assets/entry.css']);
    expect(preloads.forPage([])).toEqual(['/assets/react.js']);
  });

  it('adds each widget chunk with everything it imports, once, never the entry again', () => {
    expect(preloads.forPage(['GameGrid', 'GameRail'])).toEqual(['/assets/react.js', '/assets/grid.js', '/assets/tile.js', '/assets/intl.js', '/assets/rail.js']);
  });

  it('ignores widgets without a chunk of their own', () => {
    expect(preloads.forPage(['Stack'])).toEqual(['/assets/react.js']);
  });

  it('refuses a manifest without the entry', () => {
    expect(() => createModulePreloads({}, 'src/app/entry-client.tsx')).toThrow(/no src\/app\/entry-client.tsx chunk/);
  });
});
