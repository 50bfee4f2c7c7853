import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { reactRouterProduction } from '../../tools/vite-react-router-production.ts';

/** Builds bench/floor/entry.tsx as the app is built (vite.config.ts at the root): same target, same plugins. */
export default defineConfig({
  root: import.meta.dirname,
  logLevel: 'warn',
  plugins: [react(), reactRouterProduction()],
  build: {
    target: 'es2022',
    modulePreload: false,
    outDir: process.env.FLOOR_OUT ?? 'dist',
    emptyOutDir: true,
    rollupOptions: { input: `${import.meta.dirname}/entry.tsx` },
  },
});
