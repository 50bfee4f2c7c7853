import { describe, expect, it } from 'vitest';
import { afterIdleChunks, afterIdleImports } from './after-idle-files.ts';

const manifest = {
  'src/app/entry-client.tsx': { file: 'assets/entry-client-A.js', imports: ['_vendor.js'] },
  'src/app/platform/after-idle.ts': { file: 'assets/B.js', imports: ['_vendor.js', '_lobby.js'] },
  'src/app/platform/start-field-beacon.ts': { file: 'assets/C.js' },
  'src/app/platform/report-vitals.ts': { file: 'assets/D.js' },
  '_vendor.js': { file: 'assets/E.js' },
  '_lobby.js': { file: 'assets/F.js' },
};

describe('after-idle files', () => {
  it('names the idle work and the field beacon as idle chunks, not the entry', () => {
    expect([...afterIdleChunks(manifest)].sort()).toEqual(['/assets/B.js', '/assets/C.js']);
  });

  it('names what the after-idle chunk imports', () => {
    expect([...afterIdleImports(manifest)].sort()).toEqual(['/assets/E.js', '/assets/F.js']);
  });

  it('names nothing for a build without them', () => {
    expect(afterIdleChunks({}).size).toBe(0);
    expect(afterIdleImports({}).size).toBe(0);
  });
});
