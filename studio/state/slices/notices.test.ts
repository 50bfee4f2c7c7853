import { describe, expect, it } from 'vitest';
import { studioSetup } from '../test-support.ts';

describe('notices slice', () => {
  it('says one notice at a time, each with a new id (the same text said again shows again), until dismissed', () => {
    const { store } = studioSetup();
    expect(store.getState().notice).toBeNull();
    store.getState().say('info', 'Saved.');
    const first = store.getState().notice;
    expect(first).toMatchObject({ tone: 'info', text: 'Saved.' });
    store.getState().say('info', 'Saved.');
    expect(store.getState().notice?.id).toBeGreaterThan(first!.id);
    store.getState().say('error', 'Broken.');
    expect(store.getState().notice).toMatchObject({ tone: 'error', text: 'Broken.' });
    store.getState().dismissNotice();
    expect(store.getState().notice).toBeNull();
  });

  it('counts ids per store, so two studios do not share a sequence', () => {
    const a = studioSetup().store;
    const b = studioSetup().store;
    a.getState().say('info', 'one');
    a.getState().say('info', 'two');
    b.getState().say('info', 'one');
    expect(b.getState().notice?.id).toBe(1);
    expect(a.getState().notice?.id).toBe(2);
  });
});
