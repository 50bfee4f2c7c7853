import { defineConfig } from 'vite';

/**
 * The Node server bundle (`npm run build` → dist/node/cli.js): the HTTP server, the demo backend
 * and the config-lint gate in one file, so production runs `node dist/node/cli.js` with the
 * runtime dependencies only. One file keeps `import.meta.url` two folders below the project, as
 * the sources are. jsonc-parser (a dev dependency of the tools) is inlined; native libsql stays a
 * runtime dependency.
 */
export default defineConfig({
  ssr: { noExternal: ['jsonc-parser'] },
  publicDir: false,
  build: {
    ssr: 'src/server/cli.ts',
    outDir: `${process.env.DIST_DIR ?? 'dist'}/node`,
    emptyOutDir: true,
    target: 'node20',
    rolldownOptions: { output: { codeSplitting: false } },
  },
});
