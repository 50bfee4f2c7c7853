/**
 * Which preview frames the panel holds: the shown one and the one loading beside it. A reducer, so a
 * frame's "ready" is judged against the frames as they are when it arrives, not as a listener saw them
 * one render earlier: a frame for an older version that answers after a newer one was asked for takes
 * the screen but leaves the newer one loading (it used to clear it and mark the old frame as the new
 * version, and the preview kept the old page until the next edit).
 *
 * A new draft version of the view on screen is asked of the shown frame first (`asked`): its page
 * loads the version's trees and re-renders in place, with no new document to fetch and parse. Only a
 * page that says it cannot (`outdated`), or that does not answer in time, is replaced by a new frame.
 */
export interface Frame {
  id: number;
  src: string;
  /** the draft version the frame shows: the one it was asked for, then the one its page says it shows */
  version: number;
}

export interface Frames {
  shown: Frame | null;
  pending: Frame | null;
  /** the path the shown page last said it is at: a navigation inside the preview does not reload it */
  reported: string | null;
  /** a version asked of the shown frame in place, not shown yet, and the address a new frame would load it from */
  asked: { version: number; src: string } | null;
  next: number;
}

export type FramesAction =
  | { type: 'want'; src: string; version: number; path: string }
  | { type: 'ready'; id: number; path: string; version?: number }
  | { type: 'outdated'; id: number };

export const NO_FRAMES: Frames = { shown: null, pending: null, reported: null, asked: null, next: 0 };

/** The view an address shows: its query without the version (`v`), which an in-place update changes. */
const view = (src: string) => {
  const params = new URLSearchParams(src.split('?')[1] ?? '');
  params.delete('v');
  return params.toString();
};

const loadNew = (state: Frames, src: string, version: number): Frames => ({
  ...state,
  pending: { id: state.next, src, version },
  asked: null,
  next: state.next + 1,
});

export function framesReducer(state: Frames, action: FramesAction): Frames {
  const { shown, pending, asked } = state;
  if (action.type === 'want') {
    if (pending && pending.src === action.src && pending.version === action.version) return state;
    const sameView = shown !== null && state.reported === action.path && view(shown.src) === view(action.src);
    if (sameView && shown.version === action.version) return pending || asked ? { ...state, pending: null, asked: null } : state;
    if (sameView && !pending) return asked?.version === action.version ? state : { ...state, asked: { version: action.version, src: action.src } };
    return loadNew(state, action.src, action.version);
  }
  if (action.type === 'outdated') return action.id === shown?.id && asked && !pending ? loadNew(state, asked.src, asked.version) : state;
  const reported = action.path.split('?')[0] ?? '/';
  if (pending?.id === action.id) return { ...state, shown: { ...pending, version: action.version ?? pending.version }, pending: null, reported };
  if (shown?.id === action.id) {
    const version = action.version ?? shown.version;
    return { ...state, shown: { ...shown, version }, reported, asked: asked && version >= asked.version ? null : asked };
  }
  // a frame already replaced: its word is about nothing on screen
  return state;
}
