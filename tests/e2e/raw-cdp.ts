import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Readable, Writable } from 'node:stream';

/**
 * Chromium driven over its DevTools pipe without Playwright. Chromium prerenders nothing for a page a
 * DevTools session is attached to (PrerenderingDisabledByDevTools), and Playwright stays attached to
 * every page it drives: a test of prerendering detaches while the prerender starts and runs, which
 * only a session of its own can.
 */
export interface RawChromium {
  /** a command to the browser, or to the page attached as `session` */
  send<T = Record<string, unknown>>(method: string, params?: Record<string, unknown>, session?: string): Promise<T>;
  close(): Promise<void>;
}

export function launchRawChromium(): RawChromium {
  const profile = mkdtempSync(join(tmpdir(), 'raw-cdp-'));
  const child: ChildProcess = spawn(
    process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    ['--headless=new', '--no-sandbox', '--disable-dev-shm-usage', '--no-first-run', '--remote-debugging-pipe', `--user-data-dir=${profile}`, 'about:blank'],
    { stdio: ['ignore', 'ignore', 'ignore', 'pipe', 'pipe'] },
  );
  const input = child.stdio[3] as Writable;
  const output = child.stdio[4] as Readable;
  const pending = new Map<number, { resolve: (v: never) => void; reject: (e: Error) => void }>();
  let next = 0;
  let buffer = '';
  output.setEncoding('utf8');
  output.on('data', (chunk: string) => {
    buffer += chunk;
    let end: number;
    while ((end = buffer.indexOf('\0')) >= 0) {
      const message = JSON.parse(buffer.slice(0, end)) as { id?: number; result?: never; error?: { message: string } };
      buffer = buffer.slice(end + 1);
      const waiting = message.id === undefined ? undefined : pending.get(message.id);
      if (!waiting) continue;
      pending.delete(message.id!);
      if (message.error) waiting.reject(new Error(message.error.message));
      else waiting.resolve(message.result!);
    }
  });
  return {
    send: (method, params = {}, session) =>
      new Promise((resolve, reject) => {
        const id = ++next;
        pending.set(id, { resolve, reject });
        input.write(`${JSON.stringify({ id, method, params, ...(session ? { sessionId: session } : {}) })}\0`);
      }),
    close: async () => {
      const exited = child.exitCode === null ? new Promise((resolve) => child.once('exit', resolve)) : Promise.resolve();
      // Browser.close shuts the helper processes down with the browser; a killed browser left them writing
      // into the profile while it was removed (ENOTEMPTY)
      input.write(`${JSON.stringify({ id: ++next, method: 'Browser.close' })}\0`);
      const stuck = setTimeout(() => child.kill('SIGKILL'), 5_000);
      await exited;
      clearTimeout(stuck);
      await rm(profile, { recursive: true, force: true, maxRetries: 20, retryDelay: 100 });
    },
  };
}
