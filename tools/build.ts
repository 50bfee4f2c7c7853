/** `npm run build`: schemas, then the client (hashed, with manifest) and the SSR bundle into DIST_DIR (default dist). */
import { execSync } from 'node:child_process';

const dist = process.env.DIST_DIR ?? 'dist';
const run = (cmd: string) => execSync(cmd, { stdio: 'inherit' });

run('npx tsx schemas/build.ts');
run(`npx vite build --manifest --outDir ${dist}/client --emptyOutDir`);
run(`npx vite build --ssr src/app/entry-server.tsx --outDir ${dist}/server --emptyOutDir`);
