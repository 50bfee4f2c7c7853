import { describe, expect, it } from 'vitest';
import { createGate, GateFullError } from './gate.ts';

describe('gate', () => {
  it('runs at most `concurrency` tasks at once and refuses past the waiting line', async () => {
    const gate = createGate(1, 2);
    let active = 0;
    let peak = 0;
    const task = async () => {
      active++;
      peak = Math.max(peak, active);
      await new Promise((r) => setTimeout(r, 5));
      active--;
      return 'done';
    };
    const runs = [gate.run(task), gate.run(task), gate.run(task)];
    await expect(gate.run(task)).rejects.toBeInstanceOf(GateFullError);
    expect(await Promise.all(runs)).toEqual(['done', 'done', 'done']);
    expect(peak).toBe(1);
    expect(gate.load).toEqual({ running: 0, waiting: 0 });
  });

  it('frees the slot when a task fails', async () => {
    const gate = createGate(1, 0);
    await expect(gate.run(() => Promise.reject(new Error('boom')))).rejects.toThrow('boom');
    expect(await gate.run(() => Promise.resolve(1))).toBe(1);
  });
});
