import { describe, expect, it } from 'vitest';
import type { ConfigSet } from '../../config/config-set.ts';
import { KEEP_SETS } from './render-protocol.ts';
import { createThreadSets } from './thread-sets.ts';

const setOf = (revision: string, colour: string): ConfigSet =>
  ({
    revision,
    routes: [{ path: '/', page: 'home' }],
    layouts: { main: { version: 1, root: { widget: 'Stack', children: [{ widget: 'Header' }] } } },
    pages: { home: { version: 1, root: { widget: 'Hero', props: { title: 'Hi' } } } },
    templates: { site1: { version: 1, key: 'site1', schemes: { a: { bg: colour } }, pages: { slots: { root: { widget: 'Grid' } } } } },
  }) as unknown as ConfigSet;

// what postMessage hands a thread: a copy sharing no object with what came before
const sent = (set: ConfigSet) => structuredClone(set);

describe("a render thread's config sets", () => {
  it("keeps a new revision's unchanged parts as the objects of the set before it", () => {
    const sets = createThreadSets();
    const first = sets.use('r1', sent(setOf('r1', '#000')));
    const second = sets.use('r2', sent(setOf('r2', '#111')));
    expect(second).toEqual(setOf('r2', '#111'));
    expect(second?.layouts).toBe(first?.layouts);
    expect(second?.pages['home']).toBe(first?.pages['home']);
    expect(second?.templates['site1']?.pages).toBe(first?.templates['site1']?.pages);
    expect(second?.templates['site1']?.schemes).not.toBe(first?.templates['site1']?.schemes);
  });

  it('renders a revision it holds with the set it was given, and forgets the least recently used past KEEP_SETS', () => {
    const sets = createThreadSets();
    const first = sets.use('r1', sent(setOf('r1', '#000')));
    expect(sets.use('r1')).toBe(first);
    for (let i = 2; i <= KEEP_SETS + 1; i++) sets.use(`r${i}`, sent(setOf(`r${i}`, `#${i}`)));
    expect(sets.use('r1')).toBeUndefined();
    expect(sets.use(`r${KEEP_SETS + 1}`)?.revision).toBe(`r${KEEP_SETS + 1}`);
  });
});
