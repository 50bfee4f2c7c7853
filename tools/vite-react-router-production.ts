import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import type { Plugin } from 'vite';

/**
 * react-router 7 ships a production build (dist/production: dev warnings compiled out) but its
 * package exports point every condition at dist/development, so a bundler never picks it
 * (remix-run/react-router issues 12532 and 14753). Builds take the production files; the dev
 * server keeps the development ones and their warnings.
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
  };
}
