import type { Plugin } from 'vite';

/** One edit of react-router's production chunk: what it finds, what it writes instead, and how many times it must find it. */
interface Edit {
  why: string;
  find: string | RegExp;
  replace: string;
  count: number;
}

/**
 * What the player's browser build leaves out of react-router (7.18): the features of `createRouter` that
 * src/app/router-in-tasks.ts never asks for. Each is written there as the absent option or property it is
 * at run time (`void 0`), so the minifier drops the code behind it: −3.5 kB gz of the vendor chunk, every
 * first visit (docs/performance.md). Every edit must find exactly what it expects, or the build stops:
 * a react-router upgrade is checked again, not silently half-applied.
 */
export const EDITS: readonly Edit[] = [
  { why: 'createRouter is given no instrumentations', find: 'init.instrumentations', replace: '(void 0)', count: 4 },
  { why: 'nor a patchRoutesOnNavigation (every route is known up front)', find: 'init.patchRoutesOnNavigation', replace: '(void 0)', count: 6 },
  { why: 'nor a dataStrategy', find: 'init.dataStrategy', replace: '(void 0)', count: 2 },
  {
    why: 'no route is lazy (src/app/routes.tsx writes every route whole; src/app/routes.test.ts checks)',
    find: /(?<![\w.$])(?:route|m\.route|match\.route|actionMatch\.route|routeMatch\?\.route|routeToUpdate)\.lazy\b(?!\s*=[^=])/g,
    replace: '(void 0)',
    count: 27,
  },
  {
    why: 'no route has middleware (the same test)',
    find: 'args.matches.some((m) => m.route.middleware)',
    replace: 'false',
    count: 1,
  },
  {
    why: 'no React Server Components: their error boundary context is never provided',
    find: 'if (this.context) {\n      return /* @__PURE__ */ React2.createElement(RSCErrorHandler, { error }, result);\n    }',
    replace: '',
    count: 1,
  },
  {
    why: 'no fetcher: useFetcher, useFetchers, useSubmit and Form are the only callers of router.fetch, and player code imports none (eslint.config.js)',
    find: '    fetch: fetch2,\n',
    replace: '',
    count: 1,
  },
];

const occurrences = (code: string, find: string | RegExp): number => (typeof find === 'string' ? code.split(find).length - 1 : (code.match(find) ?? []).length);

/** react-router's chunk with every edit made; throws naming the first edit that does not find what it expects. */
export function withoutUnused(code: string, edits: readonly Edit[] = EDITS): string {
  let out = code;
  for (const edit of edits) {
    const found = occurrences(out, edit.find);
    if (found !== edit.count)
      throw new Error(
        `tools/vite-react-router-unused.ts: "${edit.why}" expects ${edit.count} occurrence(s) in react-router, found ${found}: check the edit against this version`,
      );
    out = typeof edit.find === 'string' ? out.split(edit.find).join(edit.replace) : out.replace(edit.find, edit.replace);
  }
  return out;
}

/** The module of react-router's production build that holds `createRouter`. */
const ROUTER_MODULE = /\/react-router\/dist\/production\/chunk-[\w-]+\.mjs$/;

/** The browser build only: the server renders with createStaticHandler, which none of this touches, and keeps the code as published. */
export function reactRouterUnused(): Plugin {
  return {
    name: 'react-router-unused',
    apply: 'build',
    transform(code, id) {
      if (this.environment.config.consumer !== 'client' || !ROUTER_MODULE.test(id) || !code.includes('function createRouter(init)')) return null;
      return { code: withoutUnused(code), map: null };
    },
  };
}
