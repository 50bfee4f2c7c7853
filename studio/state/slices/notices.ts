/** The one notice the studio shows: what went wrong, or what just happened. */
import type { Kit } from './kit.ts';

export interface Notice {
  id: number;
  tone: 'info' | 'error';
  text: string;
}

export interface NoticesSlice {
  notice: Notice | null;
  say(tone: Notice['tone'], text: string): void;
  dismissNotice(): void;
}

export function createNoticesSlice({ set }: Kit): NoticesSlice {
  // a new id per notice, so the same text said twice still shows again
  let notices = 0;
  return {
    notice: null,
    say(tone, text) {
      set((s) => {
        s.notice = { id: ++notices, tone, text };
      });
    },
    dismissNotice() {
      set((s) => {
        s.notice = null;
      });
    },
  };
}
