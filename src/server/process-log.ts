/**
 * What Node itself would print on stderr, as events of the server's log: a process warning, and the
 * error that ends the process (an uncaught exception or unhandled rejection), with its stack in
 * `err`. A log shipper then parses every line a server process writes.
 */
import { errorText, type EventLog } from '../lib/event-log.ts';

export function logProcessEvents(log: EventLog): void {
  // Node's own printer of warnings is a listener; this one replaces it
  process.removeAllListeners('warning');
  process.on('warning', (warning) => log(`${warning.name}: ${warning.message}`, { event: 'process.warning', level: 'warn', err: warning }));
  process.on('uncaughtException', (error, origin) => {
    log(`uncaught exception (${origin}): ${errorText(error)}; stopping`, { event: 'process.crashed', level: 'error', origin, err: error });
    process.exit(1);
  });
}
