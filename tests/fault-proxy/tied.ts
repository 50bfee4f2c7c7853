/**
 * Runs a module and exits when the parent's stdin pipe closes: a test process that dies (timeout,
 * Ctrl-C) never leaves a server holding a port.
 *
 *   tsx tests/fault-proxy/tied.ts <module path> [args…]
 */
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';

const [target, ...rest] = process.argv.slice(2);
if (!target) {
  console.error('usage: tsx tests/fault-proxy/tied.ts <module> [args…]');
  process.exit(2);
}
process.stdin.on('end', () => process.exit(0));
process.stdin.resume();
process.argv = [process.argv[0] ?? 'node', resolve(target), ...rest];
await import(pathToFileURL(resolve(target)).href);
