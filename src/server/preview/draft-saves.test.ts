import { describe, expect, it } from 'vitest';
import { draftSaved, isDraftSavedMessage, onDraftSaved, savesOf } from './draft-saves.ts';

describe('draft saves', () => {
  it('tells each listener the draft and version saved, until it unsubscribes', () => {
    const heard: unknown[] = [];
    const stop = onDraftSaved((saved) => heard.push(saved));
    draftSaved('d1', 4);
    stop();
    draftSaved('d1', 5);
    expect(heard).toEqual([{ draft: 'd1', version: 4 }]);
  });

  it('takes only a well-formed message from the supervisor', () => {
    expect(isDraftSavedMessage({ type: 'draft-saved', draft: 'd1', version: 3 })).toBe(true);
    expect(isDraftSavedMessage({ type: 'draft-saved', draft: 'd1', version: '3' })).toBe(false);
    expect(isDraftSavedMessage({ type: 'draft-saved', draft: 'x'.repeat(101), version: 3 })).toBe(false);
    expect(isDraftSavedMessage({ type: 'clean-lint', key: 'k' })).toBe(false);
    expect(isDraftSavedMessage(null)).toBe(false);
  });

  it("a preview's wake hears both the saves told here and the store's activity, and both stop", () => {
    const activity = new Set<() => void>();
    const store = {
      onActivity: (callback: () => void) => {
        activity.add(callback);
        return () => activity.delete(callback);
      },
    };
    let wakes = 0;
    const stop = savesOf(store)(() => (wakes += 1));
    draftSaved('d1', 2);
    for (const callback of activity) callback();
    expect(wakes).toBe(2);
    stop();
    draftSaved('d1', 3);
    expect(activity.size).toBe(0);
    expect(wakes).toBe(2);
  });
});
