import { describe, expect, it } from 'vitest';
import { createHashSlots } from './hash-slots.ts';
import { OperatorError } from './http.ts';

const later = () => {
  let done = () => {};
  const promise = new Promise<void>((resolve) => (done = resolve));
  return { promise, done };
};

describe('hash slots', () => {
  it('runs two at once, queues the next, and refuses past the queue with 503 and Retry-After', async () => {
    const slots = createHashSlots({ running: 2, waiting: 1, waitMs: 10_000 });
    const gates = [later(), later(), later()];
    let running = 0;
    let most = 0;
    const hash = (i: number) => () => {
      most = Math.max(most, ++running);
      return gates[i]!.promise.then(() => running--);
    };
    const first = [0, 1, 2].map((i) => slots.run(hash(i)));
    const refused = await slots.run(hash(0)).catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(OperatorError);
    expect(refused).toMatchObject({ status: 503, headers: { 'retry-after': '1' } });
    gates.forEach((g) => g.done());
    await Promise.all(first);
    expect(most).toBe(2);
  });

  it('refuses one that waited too long', async () => {
    const slots = createHashSlots({ running: 1, waiting: 5, waitMs: 20 });
    const gate = later();
    const held = slots.run(() => gate.promise);
    await expect(slots.run(async () => 1)).rejects.toMatchObject({ status: 503 });
    gate.done();
    await held;
    expect(await slots.run(async () => 2)).toBe(2);
  });
});
