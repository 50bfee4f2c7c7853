/**
 * Which preview frames the panel holds: the shown one and the one loading beside it. A reducer, so a
 * frame's "ready" is judged against the frames as they are when it arrives, not as a listener saw them
 * one render earlier: a frame for an older version that answers after a newer one was asked for takes
 * the screen but leaves the newer one loading (it used to clear it and mark the old frame as the new
 * version, and the preview kept the old page until the next edit).
 */
export interface Frame {
  id: number;
  src: string;
  /** the draft version the frame was asked for */
  version: number;
}

export interface Frames {
  shown: Frame | null;
  pending: Frame | null;
  /** the path the shown page last said it is at: a navigation inside the preview does not reload it */
  reported: string | null;
  next: number;
}

export type FramesAction = { type: 'want'; src: string; version: number; path: string } | { type: 'ready'; id: number; path: string };

export const NO_FRAMES: Frames = { shown: null, pending: null, reported: null, next: 0 };

const query = (src: string) => src.split('?')[1] ?? '';

export function framesReducer(state: Frames, action: FramesAction): Frames {
  if (action.type === 'want') {
    const { shown, pending } = state;
    if (pending && pending.src === action.src && pending.version === action.version) return state;
    const sameView = shown !== null && state.reported === action.path && query(shown.src) === query(action.src);
    if (sameView && shown.version === action.version) return pending ? { ...state, pending: null } : state;
    return { ...state, pending: { id: state.next, src: action.src, version: action.version }, next: state.next + 1 };
  }
  const reported = action.path.split('?')[0] ?? '/';
  if (state.pending?.id === action.id) return { ...state, shown: state.pending, pending: null, reported };
  if (state.shown?.id === action.id) return { ...state, reported };
  // a frame already replaced: its word is about nothing on screen
  return state;
}
