import { describe, expect, it } from 'vitest';
import { framesReducer, NO_FRAMES, type Frames, type FramesAction } from './frames.ts';

const at = (version: number, bp = 'mobile') => ({ type: 'want', src: `http://p/__preview/t/?bp=${bp}&lang=en&as=guest`, version, path: '/' }) as const;
const run = (...actions: FramesAction[]) => actions.reduce<Frames>(framesReducer, NO_FRAMES);

describe('preview frames', () => {
  it('loads the first view beside nothing and shows it when it is ready', () => {
    const loading = run(at(1));
    expect(loading.pending).toMatchObject({ id: 0, version: 1 });
    const ready = framesReducer(loading, { type: 'ready', id: 0, path: '/' });
    expect(ready).toMatchObject({ shown: { id: 0, version: 1 }, pending: null, reported: '/' });
  });

  it('a frame for an older version that answers after a newer one was asked for leaves the newer one loading', () => {
    // v2 loads; v3 is asked for before v2 says it is ready (two quick edits on a slow machine)
    const shownV1 = run(at(1), { type: 'ready', id: 0, path: '/' });
    const v2 = framesReducer(shownV1, at(2));
    const v3 = framesReducer(v2, at(3));
    expect(v3.pending).toMatchObject({ version: 3 });
    // v2's late word: it replaced nothing on screen any more
    const late = framesReducer(v3, { type: 'ready', id: v2.pending!.id, path: '/' });
    expect(late.pending).toMatchObject({ version: 3 });
    expect(late.shown).toMatchObject({ version: 1 });
    const done = framesReducer(late, { type: 'ready', id: v3.pending!.id, path: '/' });
    expect(done).toMatchObject({ shown: { version: 3 }, pending: null });
  });

  it('a new version while a breakpoint change loads replaces the loading frame, and the shown one keeps its own version', () => {
    const shown = run(at(2, 'mobile'), { type: 'ready', id: 0, path: '/' });
    const desktop = framesReducer(shown, at(2, 'desktop'));
    const newer = framesReducer(desktop, at(3, 'desktop'));
    expect(newer.pending).toMatchObject({ version: 3 });
    expect(newer.shown).toMatchObject({ version: 2 });
    // the same view and version again (a re-render) does not reload
    expect(framesReducer(newer, at(3, 'desktop'))).toBe(newer);
  });

  it('a navigation inside the shown page does not reload it; a new version does', () => {
    const shown = run(at(1), { type: 'ready', id: 0, path: '/' });
    const moved = framesReducer(shown, { type: 'ready', id: 0, path: '/slots?x=1' });
    expect(moved.reported).toBe('/slots');
    const slots = { type: 'want', src: 'http://p/__preview/t/slots?bp=mobile&lang=en&as=guest', version: 1, path: '/slots' } as const;
    expect(framesReducer(moved, slots)).toBe(moved);
    expect(framesReducer(moved, { ...slots, version: 2 }).pending).toMatchObject({ version: 2 });
  });
});
