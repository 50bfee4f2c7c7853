#!/usr/bin/env node
// `npm test`'s checks that need nothing from each other (typecheck, lint, config-lint, build) run at once:
// tsc keeps one core busy and waits on the disk, so on CI's two cores the four take the longest one's time
// plus a little, not their sum (docs/contributing.md "What CI runs"). Each script's output is held and
// printed whole when it ends, with its time, so the log reads as if they ran one after the other.
// Usage: node tools/run-parallel.mjs <npm script>…; exits 1 when any script failed, after all have ended.
import { spawn } from 'node:child_process';

const scripts = process.argv.slice(2);
if (scripts.length === 0) {
  console.error('usage: node tools/run-parallel.mjs <npm script>…');
  process.exit(2);
}

const started = Date.now();
const results = await Promise.all(
  scripts.map(
    (script) =>
      new Promise((resolve) => {
        const begun = Date.now();
        const child = spawn('npm', ['run', '--silent', script], {
          stdio: ['ignore', 'pipe', 'pipe'],
          env: { ...process.env, FORCE_COLOR: process.env.FORCE_COLOR ?? '0' },
        });
        const chunks = [];
        child.stdout.on('data', (c) => chunks.push(c));
        child.stderr.on('data', (c) => chunks.push(c));
        child.on('error', (e) => chunks.push(Buffer.from(`${e.message}\n`)));
        child.on('close', (code, signal) => {
          const seconds = ((Date.now() - begun) / 1000).toFixed(1);
          const ok = code === 0;
          process.stdout.write(`\n> npm run ${script}: ${ok ? 'passed' : `FAILED (${signal ?? `exit ${code}`})`} in ${seconds} s\n`);
          process.stdout.write(Buffer.concat(chunks));
          resolve({ script, ok });
        });
      }),
  ),
);
const failed = results.filter((r) => !r.ok).map((r) => r.script);
console.log(`\n> ${scripts.length} scripts at once in ${((Date.now() - started) / 1000).toFixed(1)} s${failed.length ? `; failed: ${failed.join(', ')}` : ''}`);
process.exit(failed.length ? 1 : 0);
