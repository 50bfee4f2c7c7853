import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

export default defineConfig({
  plugins: [react()],
  // the id the new-version check compares with builds/latest.json (tools/build.ts sets it)
  define: { __BUILD_ID__: JSON.stringify(process.env.BUILD_ID ?? 'dev') },
  build: {
    target: 'es2022',
    rollupOptions: { input: 'src/app/entry-client.tsx' },
  },
  // bundled so the SSR build takes react-router's production build (Node alone would load its development one)
  ssr: { noExternal: ['react-router'] },
});
