import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { ROOT } from './server.ts';

/** The environment that starts a server with its clock at `instant` (tests/security/shifted-clock.mjs), the way time runs on from there. */
export function shiftedClock(instant: string): Record<string, string> {
  const preload = `--import=${pathToFileURL(join(ROOT, 'tests/security/shifted-clock.mjs')).href}`;
  return {
    NODE_OPTIONS: [process.env['NODE_OPTIONS'], preload].filter(Boolean).join(' '),
    TEST_CLOCK_OFFSET_MS: String(Date.parse(instant) - Date.now()),
  };
}
