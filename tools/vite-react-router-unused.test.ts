import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { readdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { EDITS, withoutUnused } from './vite-react-router-unused.ts';

const production = join(dirname(createRequire(import.meta.url).resolve('react-router/package.json')), 'dist/production');
const routerChunk = readdirSync(production)
  .filter((f) => /^chunk-[\w-]+\.mjs$/.test(f))
  .map((f) => readFileSync(join(production, f), 'utf8'))
  .find((code) => code.includes('function createRouter(init)'));

describe("react-router's unused features", () => {
  it('finds every edit in the installed react-router, and leaves none of what it removes', () => {
    expect(routerChunk).toBeDefined();
    const out = withoutUnused(routerChunk ?? '');
    expect(out).not.toContain('init.instrumentations');
    expect(out).not.toContain('init.patchRoutesOnNavigation');
    expect(out).not.toContain('fetch: fetch2,');
    expect(out).not.toContain('createElement(RSCErrorHandler');
    // the static handler the server renders with is not touched
    expect(out).toContain('opts?.instrumentations');
  });

  it('stops the build when an edit does not find what it expects', () => {
    expect(() => withoutUnused('function createRouter(init) {}')).toThrow(/expects 4 occurrence\(s\) in react-router, found 0/);
    expect(() => withoutUnused('init.instrumentations', [{ ...EDITS[0]!, count: 2 }])).toThrow(/found 1/);
  });
});
