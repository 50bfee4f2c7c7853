import { resolve } from 'node:path';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

/**
 * The studio (issue 30): the operators' editor, its own bundle apart from the player site. Built from
 * studio/index.html into DIST_DIR/studio (hashed assets under /studio/assets/, served by the operator
 * surface with a strict CSP: src/server/operator/studio-static.ts). No player entry imports it, and it
 * imports neither src/app nor src/server (eslint), so a player page never loads studio code.
 */
export default defineConfig({
  root: resolve(import.meta.dirname, 'studio'),
  base: '/studio/',
  plugins: [react()],
  publicDir: false,
  build: {
    outDir: resolve(import.meta.dirname, process.env.DIST_DIR ?? 'dist', 'studio'),
    emptyOutDir: true,
    target: 'es2022',
    manifest: true,
    // one bundle for operators on a desktop: no preload helper injected into the HTML (the CSP allows no inline script)
    modulePreload: { polyfill: false },
  },
});
