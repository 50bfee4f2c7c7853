import { createRequire } from 'node:module';
import type * as CssTree from 'css-tree';

/**
 * css-tree as the CLI bundles see it (tools/build-clis.ts aliases the package to this file): loaded
 * at the first design token parsed, not at start-up, where it costs more than the rest of a cached
 * config-lint run. The names are those src/config/design-tokens.ts imports.
 */
let cssTree: typeof CssTree | undefined;
const load = (): typeof CssTree => (cssTree ??= createRequire(import.meta.url)('css-tree') as typeof CssTree);

export const parse = (...args: Parameters<typeof CssTree.parse>): ReturnType<typeof CssTree.parse> => load().parse(...args);
export const generate = (...args: Parameters<typeof CssTree.generate>): ReturnType<typeof CssTree.generate> => load().generate(...args);
export const lexer: typeof CssTree.lexer = new Proxy({} as typeof CssTree.lexer, {
  get: (_, key) => {
    const real = load().lexer;
    const value: unknown = Reflect.get(real, key);
    return typeof value === 'function' ? value.bind(real) : value;
  },
});
