import { afterEach, describe, expect, it } from 'vitest';
import type { LogFields } from '../../lib/event-log.ts';
import { consoleToLog } from './process-log.ts';

const original = { log: console.log, info: console.info, debug: console.debug, warn: console.warn, error: console.error };
afterEach(() => Object.assign(console, original));

describe('console lines as log events', () => {
  it("turns console.* into `console` events at their level, an Error's stack into `err`", () => {
    const seen: [string, LogFields][] = [];
    consoleToLog((msg, fields) => seen.push([msg, fields]));
    const error = new Error('widget broke');
    console.error('Widget %s at %s failed', 'Hero', '/root/0', error);
    console.warn('No messages found for en');
    console.log({ a: 1 });
    console.error(error);
    Object.assign(console, original);
    expect(seen).toEqual([
      ['Widget Hero at /root/0 failed', { event: 'console', level: 'error', err: error }],
      ['No messages found for en', { event: 'console', level: 'warn' }],
      ['{ a: 1 }', { event: 'console', level: 'info' }],
      ['widget broke', { event: 'console', level: 'error', err: error }],
    ]);
  });
});
