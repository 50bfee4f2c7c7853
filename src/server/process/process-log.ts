/**
 * What Node, or code the server runs, would print as plain text, as events of the server's log: a
 * process warning, the error that ends the process (an uncaught exception or unhandled rejection),
 * and console lines (the SSR bundle's: a widget or loader that failed). A log shipper then parses
 * every line a server process writes.
 */
import { format } from 'node:util';
import { errorText, type EventLog } from '../../lib/event-log.ts';

export function logProcessEvents(log: EventLog): void {
  // Node's own printer of warnings is a listener; this one replaces it
  process.removeAllListeners('warning');
  process.on('warning', (warning) => log(`${warning.name}: ${warning.message}`, { event: 'process.warning', level: 'warn', err: warning }));
  process.on('uncaughtException', (error, origin) => {
    log(`uncaught exception (${origin}): ${errorText(error)}; stopping`, { event: 'process.crashed', level: 'error', origin, err: error });
    process.exit(1);
  });
}

/** console.* as `console` events: the first Error among the arguments goes to `err`, with its stack. */
export function consoleToLog(log: EventLog): void {
  const as =
    (level: 'info' | 'warn' | 'error') =>
    (...args: unknown[]): void => {
      const err = args.find((arg) => arg instanceof Error);
      const rest = err === undefined ? args : args.filter((arg) => arg !== err);
      const msg = rest.length > 0 ? format(...rest) : errorText(err);
      log(msg, { event: 'console', level, ...(err === undefined ? {} : { err }) });
    };
  console.log = as('info');
  console.info = as('info');
  console.debug = as('info');
  console.warn = as('warn');
  console.error = as('error');
}
