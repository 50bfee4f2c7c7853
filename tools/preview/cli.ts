import { main } from './main.ts';

try {
  process.exitCode = await main(process.argv.slice(2));
} catch (e) {
  console.error(`preview: ${e instanceof Error ? e.message : String(e)}`);
  process.exitCode = 2;
}
