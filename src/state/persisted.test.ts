// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { persistedStore } from './persisted.ts';

interface Counter {
  count: number;
  label: string;
  bump(): void;
}

const store = (name: string) =>
  persistedStore<Counter>((set) => ({ count: 0, label: 'start', bump: () => set((s) => ({ count: s.count + 1 })) }), {
    name,
    version: 2,
    partialize: (s) => ({ count: s.count }),
    migrate: () => ({ count: 100 }),
    merge: (stored, current) =>
      stored && typeof stored === 'object' && 'count' in stored && typeof stored.count === 'number' ? { ...current, count: stored.count } : current,
  });

afterEach(() => localStorage.clear());

describe('persistedStore', () => {
  it('stores what partialize keeps, with its version, on every change', () => {
    const useCounter = store('a');
    useCounter.getState().bump();
    expect(JSON.parse(localStorage.getItem('a') ?? 'null')).toEqual({ state: { count: 1 }, version: 2 });
    useCounter.setState({ count: 5 });
    expect(JSON.parse(localStorage.getItem('a') ?? 'null')).toEqual({ state: { count: 5 }, version: 2 });
  });

  it('reads the stored state only when asked, at once, and says so to its listeners', async () => {
    localStorage.setItem('b', JSON.stringify({ state: { count: 7 }, version: 2 }));
    const useCounter = store('b');
    expect(useCounter.getState().count).toBe(0);
    expect(useCounter.persist.hasHydrated()).toBe(false);
    let told = 0;
    const stop = useCounter.persist.onFinishHydration(() => told++);
    const done = useCounter.persist.rehydrate();
    expect(useCounter.persist.hasHydrated()).toBe(true);
    expect(useCounter.getState()).toMatchObject({ count: 7, label: 'start' });
    expect(told).toBe(1);
    stop();
    await done;
    await useCounter.persist.rehydrate();
    expect(told).toBe(1);
    expect(useCounter.persist.getOptions().version).toBe(2);
  });

  it('migrates a state of another version and stores the result; drops what is not JSON', async () => {
    localStorage.setItem('c', JSON.stringify({ state: { count: 3 }, version: 1 }));
    const useCounter = store('c');
    await useCounter.persist.rehydrate();
    expect(useCounter.getState().count).toBe(100);
    expect(JSON.parse(localStorage.getItem('c') ?? 'null')).toEqual({ state: { count: 100 }, version: 2 });

    localStorage.setItem('d', '{not json');
    const broken = store('d');
    await broken.persist.rehydrate();
    expect(broken.getState().count).toBe(0);
    expect(localStorage.getItem('d')).toBeNull();
  });
});
