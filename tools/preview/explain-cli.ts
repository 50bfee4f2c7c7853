import { main } from './explain-main.ts';

process.exitCode = main(process.argv.slice(2));
