import { REPO_ROOT } from '../../engine/project/repo.ts';
import { runOperatorCommand, USAGE } from './commands.ts';
import { readPassword, UsageError } from './read-password.ts';

const args = process.argv.slice(2);
if (args.length === 0 || args.includes('--help') || args.includes('-h')) {
  console.log(USAGE);
  process.exitCode = args.length === 0 ? 2 : 0;
} else {
  // the store's backends (1.3 MB of the bundle) load only for a command, not for the usage
  const { openOperatorStore } = await import('../../engine/store/open-for-operators.ts');
  const store = await openOperatorStore(process.env, REPO_ROOT).catch((error: unknown) => {
    console.error(`operator: cannot open the config store: ${error instanceof Error ? error.message : String(error)}`);
    return null;
  });
  if (!store) process.exitCode = 2;
  else {
    try {
      process.exitCode = await runOperatorCommand(args, store.backend, { out: (line) => console.log(line), password: readPassword, env: process.env });
    } catch (error) {
      if (!(error instanceof UsageError)) throw error;
      console.error(`operator: ${error.message}\n${USAGE}`);
      process.exitCode = 2;
    } finally {
      await store.backend.close();
    }
  }
}
