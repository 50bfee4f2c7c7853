import { describe, expect, it } from 'vitest';
import { clientEntry, type Manifest } from './client-entry.ts';

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
