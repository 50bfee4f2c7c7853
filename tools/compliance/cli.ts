import { evidenceMain } from './evidence/main.ts';
import { EVIDENCE_USAGE } from './evidence/args.ts';
import { main } from './main.ts';

const argv = process.argv.slice(2);
// `evidence` is async (the store, a server, a browser): its own entry, beside main's synchronous `impact`
if (argv[0] === 'evidence') process.exitCode = await evidenceMain(argv.slice(1));
else {
  process.exitCode = main(argv);
  if (argv[0] === '--help' || argv[0] === '-h') console.log(`\n${EVIDENCE_USAGE}`);
}
