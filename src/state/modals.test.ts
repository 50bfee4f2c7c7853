import { beforeEach, describe, expect, it } from 'vitest';
import { useModals } from './modals.ts';

describe('modal stack (§4)', () => {
  beforeEach(() => useModals.setState({ modalStack: [], prevModal: null }));
  it('holds one modal at a time: opening another closes the current first', () => {
    useModals.getState().open('login');
    useModals.getState().open('register');
    expect(useModals.getState().modalStack).toEqual(['register']);
    expect(useModals.getState().prevModal).toBe('login');
  });
  it('closing clears the stack', () => {
    useModals.getState().open('login');
    useModals.getState().close();
    expect(useModals.getState().modalStack).toEqual([]);
    expect(useModals.getState().prevModal).toBe('login');
  });
});
