import { readConfigFiles } from './read-files.ts';
import { runPublish } from './publish.ts';

process.exitCode = await runPublish(process.argv.slice(2), process.env, {
  out: (line) => console.log(line),
  err: (line) => console.error(line),
  fetch,
  readFiles: readConfigFiles,
});
