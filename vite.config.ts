import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { precompileMessages } from './tools/vite-precompile-messages.ts';

export default defineConfig(() => ({
  plugins: [react(), precompileMessages()],
  // the id the new-version check compares with builds/latest.json (tools/build.ts sets it)
  define: { __BUILD_ID__: JSON.stringify(process.env.BUILD_ID ?? 'dev') },
  build: {
    target: 'es2022',
    // The server names every chunk a page needs in its Link header (src/server/module-preload.ts);
    // Vite's runtime preloading would redo that on the main thread for every widget at startup.
    modulePreload: false,
    rollupOptions: { input: 'src/app/entry-client.tsx' },
  },
  // bundled so the SSR build takes react-router's production build (Node alone would load its development one)
  ssr: { noExternal: ['react-router'] },
}));
