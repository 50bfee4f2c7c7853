import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { precompileMessages } from './tools/vite-precompile-messages.ts';
import { entryGraph } from './tools/vite-entry-graph.ts';
import { reactRouterProduction } from './tools/vite-react-router-production.ts';
import { reactRouterUnused } from './tools/vite-react-router-unused.ts';
import { VALIDATOR_MODULE, widgetChunks } from './tools/vite-widget-chunks.ts';
import { widgetList } from './tools/vite-widget-list.ts';
import { noPreloadHelper } from './tools/vite-no-preload-helper.ts';

/**
 * Everything the client entry imports statically is loaded by every first visit anyway: it goes in
 * two chunks, the framework (react, react-dom, scheduler, react-router: its hash survives our
 * deploys) and ours, instead of the entry plus a dozen 0.2–1.5 kB shared chunks rolldown would
 * split off because lazy widget chunks import them too (≈ 3 kB gz less on a home page).
 */
const graph = entryGraph();

/**
 * Hooks of a few lines that the widgets a home hydrates with share (the carousel, the modal): built
 * into the entry instead of two chunks of their own, whose module wrappers weighed more than their
 * code (−0.3 kB gz on every home, docs/performance.md). So are the two layout containers' components
 * (a dozen lines each), which every home hydrates with: a container holding a livelier widget hydrates
 * with the page (src/render/hydrate-plan.ts); in chunks of their own they cost 0.5 kB gz, in the entry
 * a fraction of that.
 */
const SHARED_WITH_FIRST_WIDGETS = /\/(src\/(viewport\/use-reduced-motion|i18n\/use-pick-text)\.ts|widgets\/(Stack|FloatingArea)\/Component\.tsx)$/;

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [
    widgetList(),
    react(),
    precompileMessages(),
    graph.plugin,
    reactRouterProduction(),
    reactRouterUnused(),
    widgetChunks(process.env.BUILD_ID ?? 'dev'),
    noPreloadHelper(),
  ],
  // the id the new-version check compares with builds/latest.json (tools/build.ts sets it)
  define: { __BUILD_ID__: JSON.stringify(process.env.BUILD_ID ?? 'dev') },
  build: {
    target: 'es2022',
    // The server names every chunk a page needs in its Link header (src/server/module-preload.ts);
    // Vite's runtime preloading would redo that on the main thread for every widget at startup.
    modulePreload: false,
    rollupOptions: isSsrBuild
      ? {}
      : {
          input: 'src/app/entry-client.tsx',
          // constants are written where they are used: a chunk carries only the icons (src/ui/icons.ts) its code names
          optimization: { inlineConst: { mode: 'all', pass: 2 } },
          output: {
            // seven characters of hash, not eight (the fewest rolldown allows for this many chunks): the entry names every lazy chunk it may import (each widget's
            // code and loader), and random characters do not compress: ~0.1 kB gz of the first load (docs/performance.md). A lazy chunk is
            // named by its hash alone for the same reason (its name reached the page's preload script); the build's manifest maps it back
            // to its source for the benches (bench/long-tasks.ts)
            entryFileNames: 'assets/[name]-[hash:7].js',
            chunkFileNames: 'assets/[hash:7].js',
            advancedChunks: {
              groups: [
                // every answer's check in one file: they are prefetched together after idle, where one file
                // apiece cost the idle work 15 more round trips (6.5 kB gz in one against 14.6 kB in 16)
                { name: 'api-validators', test: VALIDATOR_MODULE, priority: 3 },
                { name: 'vendor', test: (id: string) => graph.has(id) && id.includes('/node_modules/'), priority: 2 },
                { name: 'app', test: (id: string) => graph.has(id) || SHARED_WITH_FIRST_WIDGETS.test(id), priority: 1 },
              ],
            },
          },
        },
  },
  // bundled so the SSR build takes react-router's production build (tools/vite-react-router-production.ts)
  ssr: { noExternal: ['react-router'] },
}));
