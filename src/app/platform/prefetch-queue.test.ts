import { describe, expect, it } from 'vitest';
import { createPrefetchQueue, INPUT_HOLD_MS } from './prefetch-queue.ts';

function harness() {
  let clock = 0;
  const started: string[] = [];
  const done = new Map<string, () => void>();
  const timers: { at: number; run: () => void }[] = [];
  const queue = createPrefetchQueue(
    {
      start: (file, finish) => {
        started.push(file);
        done.set(file, finish);
      },
      now: () => clock,
      later: (run, ms) => timers.push({ at: clock + ms, run }),
    },
    2,
  );
  const advance = (ms: number) => {
    clock += ms;
    const due = timers.filter((t) => t.at <= clock);
    timers.splice(0, timers.length, ...timers.filter((t) => t.at > clock));
    for (const t of due) t.run();
  };
  return { queue, started, done, advance };
}

describe('the idle prefetch queue', () => {
  it('keeps two files in flight, in the order given, and starts the next as one arrives', () => {
    const { queue, started, done } = harness();
    queue.add(['/a.js', '/b.js', '/c.js', '/d.js']);
    expect(started).toEqual(['/a.js', '/b.js']);
    done.get('/b.js')!();
    expect(started).toEqual(['/a.js', '/b.js', '/c.js']);
    // a second call of the same completion changes nothing
    done.get('/b.js')!();
    expect(started).toHaveLength(3);
    done.get('/a.js')!();
    done.get('/c.js')!();
    expect(started).toEqual(['/a.js', '/b.js', '/c.js', '/d.js']);
    expect(queue.size()).toEqual({ waiting: 0, running: 1 });
  });

  it('starts nothing new for a moment after the player’s input, then goes on', () => {
    const { queue, started, done, advance } = harness();
    queue.add(['/a.js', '/b.js', '/c.js']);
    queue.input();
    done.get('/a.js')!();
    expect(started).toEqual(['/a.js', '/b.js']);
    advance(INPUT_HOLD_MS - 1);
    expect(started).toHaveLength(2);
    advance(1);
    expect(started).toEqual(['/a.js', '/b.js', '/c.js']);
  });

  it('says when every file added so far has arrived or failed', async () => {
    const { queue, done } = harness();
    await expect(queue.drained()).resolves.toBeUndefined();
    queue.add(['/a.js', '/b.js', '/c.js']);
    let drained = false;
    void queue.drained().then(() => (drained = true));
    done.get('/a.js')!();
    done.get('/b.js')!();
    await Promise.resolve();
    expect(drained, 'one still in flight').toBe(false);
    done.get('/c.js')!();
    await Promise.resolve();
    expect(drained).toBe(true);
  });

  it('says when the files of one call have arrived, whatever comes after them', async () => {
    const { queue, done } = harness();
    let first = false;
    void queue.add(['/a.js', '/b.js']).then(() => (first = true));
    void queue.add(['/c.js']);
    done.get('/a.js')!();
    await Promise.resolve();
    expect(first).toBe(false);
    done.get('/b.js')!();
    await new Promise((r) => setTimeout(r));
    expect(first, 'the later file still in flight').toBe(true);
    expect(queue.size()).toEqual({ waiting: 0, running: 1 });
  });
});
