import { describe, expect, it } from 'vitest';
import { createModulePreloads, type Manifest } from './module-preload.ts';

const manifest: Manifest = {
  'src/app/entry-client.tsx': { file: 'assets/entry.js', isEntry: true, imports: ['_react.js', '_router.js'], css: ['assets/entry.css'] },
  '_react.js': { file: 'assets/react.js' },
  '_router.js': { file: 'assets/router.js', imports: ['_react.js', '_history.js'] },
  '_history.js': { file: 'assets/history.js' },
  'widgets/GameGrid/Component.tsx': { file: 'assets/grid.js', isDynamicEntry: true, imports: ['_react.js', 'src/app/entry-client.tsx'] },
};

describe('module preloads', () => {
  const preloads = createModulePreloads(manifest, 'src/app/entry-client.tsx');

  it('names the entry and its stylesheets', () => {
    expect(preloads.entryFile).toBe('/assets/entry.js');
    expect(preloads.css).toEqual(['/assets/entry.css']);
  });

  it('preloads every static import of the entry, nested ones too, each once; never a widget chunk', () => {
    expect(preloads.preload).toEqual(['/assets/react.js', '/assets/router.js', '/assets/history.js']);
  });

  it('refuses a manifest without the entry', () => {
    expect(() => createModulePreloads({}, 'src/app/entry-client.tsx')).toThrow(/no src\/app\/entry-client.tsx chunk/);
  });
});
