import { describe, expect, it } from 'vitest';
import { clientEntry, hydrationModules, staticClosure, type Manifest } from './client-entry.ts';

const manifest: Manifest = {
  'src/app/entry-client.tsx': { file: 'assets/entry.js', css: ['assets/entry.css'] },
  '_react.js': { file: 'assets/react.js' },
};

describe('client entry', () => {
  it('names the entry script and its stylesheets', () => {
    expect(clientEntry(manifest, 'src/app/entry-client.tsx')).toEqual({ entryFile: '/assets/entry.js', css: ['/assets/entry.css'] });
  });
  it('refuses a manifest without the entry', () => {
    expect(() => clientEntry({}, 'src/app/entry-client.tsx')).toThrow(/no src\/app\/entry-client.tsx chunk/);
  });
});

describe('hydration modules', () => {
  const built: Manifest = {
    'src/app/entry-client.tsx': { file: 'assets/entry.js', imports: ['_vendor.js'] },
    '_vendor.js': { file: 'assets/vendor.js', imports: ['_runtime.js'] },
    '_runtime.js': { file: 'assets/runtime.js' },
    '_shared.js': { file: 'assets/shared.js', imports: ['_vendor.js'] },
    'widgets/Header/Component.tsx': { file: 'assets/Header.js', imports: ['src/app/entry-client.tsx', '_shared.js', '_vendor.js'] },
    'widgets/Header/load.ts': { file: 'assets/header-load.js', imports: ['_vendor.js'] },
    'src/render/replay.ts': { file: 'assets/replay.js', imports: ['src/app/entry-client.tsx'] },
    'widgets/Footer/Component.tsx': { file: 'assets/Footer.js', imports: ['_vendor.js'] },
  };
  it('names the entry with everything it imports, each once', () => {
    expect(staticClosure(built, 'src/app/entry-client.tsx')).toEqual(['/assets/entry.js', '/assets/vendor.js', '/assets/runtime.js']);
  });
  it('names each widget component with what it adds to the entry, its loader apart, and the code that replays a first input', () => {
    expect(hydrationModules(built, 'src/app/entry-client.tsx')).toEqual({
      entry: ['/assets/entry.js', '/assets/vendor.js', '/assets/runtime.js'],
      widgets: { Header: ['/assets/Header.js', '/assets/shared.js'], Footer: ['/assets/Footer.js'] },
      loads: { Header: ['/assets/header-load.js'] },
      replay: ['/assets/replay.js'],
    });
  });
});
