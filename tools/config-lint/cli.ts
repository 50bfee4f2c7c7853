import { bundleVersion } from './cache-store.ts';
import { quickRun } from './quick.ts';

const argv = process.argv.slice(2);
const tool = bundleVersion(import.meta.url);
// the rules, validators and project model load only when the kept verdict cannot answer (quick.ts)
process.exitCode = quickRun(argv, tool) ?? (await import('./main.ts')).main(argv, undefined, tool);
