import { vi } from 'vitest';
import { main } from '../main.ts';
import type { CliIo } from '../modes.ts';

/** Runs the CLI in process with its console captured: the exit code and what it printed. */
export function runCli(argv: string[], io?: CliIo): { code: number; out: string; err: string } {
  const out: string[] = [];
  const err: string[] = [];
  const log = vi.spyOn(console, 'log').mockImplementation((s: unknown) => void out.push(String(s)));
  const error = vi.spyOn(console, 'error').mockImplementation((s: unknown) => void err.push(String(s)));
  try {
    return { code: main(argv, io), out: out.join('\n'), err: err.join('\n') };
  } finally {
    log.mockRestore();
    error.mockRestore();
  }
}
