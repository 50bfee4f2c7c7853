import { parseArgs, USAGE } from './args.ts';

const argv = process.argv.slice(2);
/** The help, read from args.ts alone; a usage error is main's to report. */
function asksForHelp(): boolean {
  try {
    return parseArgs(argv).name === 'help';
  } catch {
    return false;
  }
}

// the store, its backends and the lint gate load only for a command that needs them
if (asksForHelp()) console.log(USAGE);
else process.exitCode = await (await import('./main.ts')).main(argv);
