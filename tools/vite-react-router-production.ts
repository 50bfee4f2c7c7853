import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import type { Plugin } from 'vite';

/** `var Link = React10.forwardRef(`: a component or context made at the module's top level. */
const MADE_AT_TOP = /^(var [\w$]+ = )(React\d*\.(?:forwardRef|createContext|memo)\()/gm;
/** `Link.displayName = "Link";`: a name for React's development tools only. */
const DISPLAY_NAME = /^[\w$]+\.displayName = "[^"]*";$/gm;

/**
 * react-router 7 ships a production build (dist/production: dev warnings compiled out) but its
 * package exports point every condition at dist/development, so a bundler never picks it
 * (remix-run/react-router issues 12532 and 14753). Builds take the production files; the dev
 * server keeps the development ones and their warnings.
 *
 * Its top-level `forwardRef`, `createContext` and `memo` calls are marked pure and its `displayName`
 * assignments dropped, so the bundler can leave out what no module of ours uses (`Link`, `NavLink`,
 * `Form` and the prefetching and form code behind them): each call, and the property written on its
 * result, otherwise counts as a side effect and stays: −4.2 kB gz of the vendor chunk (docs/performance.md).
 */
export function reactRouterProduction(): Plugin {
  const require = createRequire(import.meta.url);
  const production = join(dirname(require.resolve('react-router/package.json')), 'dist/production');
  return {
    name: 'react-router-production',
    apply: 'build',
    config: () => ({
      resolve: { alias: [{ find: /^react-router$/, replacement: join(production, 'index.mjs') }] },
    }),
    transform(code, id) {
      if (!id.startsWith(production)) return null;
      return { code: code.replace(MADE_AT_TOP, '$1/* @__PURE__ */ $2').replace(DISPLAY_NAME, ''), map: null };
    },
  };
}
