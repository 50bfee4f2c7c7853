import { describe, expect, it } from 'vitest';
import { framesReducer, NO_FRAMES, type Frames, type FramesAction } from './frames.ts';

const at = (version: number, bp = 'mobile') =>
  ({ type: 'want', src: `http://p/__preview/t/?bp=${bp}&lang=en&as=guest&v=${version}`, version, path: '/' }) as const;
const run = (...actions: FramesAction[]) => actions.reduce<Frames>(framesReducer, NO_FRAMES);

describe('preview frames', () => {
  it('loads the first view beside nothing and shows it when it is ready', () => {
    const loading = run(at(1));
    expect(loading.pending).toMatchObject({ id: 0, version: 1 });
    const ready = framesReducer(loading, { type: 'ready', id: 0, path: '/' });
    expect(ready).toMatchObject({ shown: { id: 0, version: 1 }, pending: null, reported: '/' });
  });

  it('a new version of the view on screen is asked of the shown frame, which says when it shows it', () => {
    const shownV1 = run(at(1), { type: 'ready', id: 0, path: '/', version: 1 });
    const v2 = framesReducer(shownV1, at(2));
    expect(v2).toMatchObject({ pending: null, asked: { version: 2 }, shown: { id: 0, version: 1 } });
    // asked again (a re-render): nothing new
    expect(framesReducer(v2, at(2))).toBe(v2);
    const done = framesReducer(v2, { type: 'ready', id: 0, path: '/', version: 2 });
    expect(done).toMatchObject({ shown: { id: 0, version: 2 }, asked: null, pending: null });
    // the frame keeps its address: the element is not reloaded
    expect(done.shown?.src).toBe(shownV1.shown?.src);
  });

  it('a page that cannot update in place is replaced by a new frame for the asked version', () => {
    const v2 = framesReducer(run(at(1), { type: 'ready', id: 0, path: '/', version: 1 }), at(2));
    const outdated = framesReducer(v2, { type: 'outdated', id: 0 });
    expect(outdated).toMatchObject({ asked: null, pending: { id: 1, version: 2, src: at(2).src }, shown: { id: 0 } });
    // a stale word from a frame no longer shown changes nothing
    expect(framesReducer(outdated, { type: 'outdated', id: 7 })).toBe(outdated);
    expect(framesReducer(outdated, { type: 'ready', id: 1, path: '/', version: 2 })).toMatchObject({ shown: { id: 1, version: 2 }, pending: null });
  });

  it('an edit the draft never saves: the page answers its version, and the studio asking for it again settles it', () => {
    const v2 = framesReducer(run(at(1), { type: 'ready', id: 0, path: '/', version: 1 }), at(2));
    const stillOne = framesReducer(v2, { type: 'ready', id: 0, path: '/', version: 1 });
    expect(stillOne).toMatchObject({ shown: { version: 1 }, asked: { version: 2 } });
    expect(framesReducer(stillOne, at(1))).toMatchObject({ shown: { version: 1 }, asked: null, pending: null });
  });

  it('a new frame says which draft version it stands for (a refused one shown as its last clean one)', () => {
    const shown = run(at(3), { type: 'ready', id: 0, path: '/', version: 3 });
    expect(shown.shown).toMatchObject({ version: 3 });
    // the same view at that version again: nothing to ask
    expect(framesReducer(shown, at(3))).toBe(shown);
  });

  it('a frame for an older version that answers after a newer one was asked for leaves the newer one loading', () => {
    // a breakpoint change loads a new frame; two quick edits come while it loads
    const shownV1 = run(at(1), { type: 'ready', id: 0, path: '/' });
    const v2 = framesReducer(shownV1, at(2, 'desktop'));
    const v3 = framesReducer(v2, at(3, 'desktop'));
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

  it('a navigation inside the shown page does not reload it; a new version is asked of it in place', () => {
    const shown = run(at(1), { type: 'ready', id: 0, path: '/' });
    const moved = framesReducer(shown, { type: 'ready', id: 0, path: '/slots?x=1' });
    expect(moved.reported).toBe('/slots');
    const slots = { type: 'want', src: 'http://p/__preview/t/slots?bp=mobile&lang=en&as=guest&v=1', version: 1, path: '/slots' } as const;
    expect(framesReducer(moved, slots)).toBe(moved);
    expect(framesReducer(moved, { ...slots, src: slots.src.replace('v=1', 'v=2'), version: 2 })).toMatchObject({ pending: null, asked: { version: 2 } });
  });
});
