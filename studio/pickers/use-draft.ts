/**
 * Text the operator is typing, committed when they pause (300 ms; `delay` null: never on a pause),
 * leave the field or press Enter, so one word is one edit rather than one per key. A new value from outside (the next view) replaces
 * the text only while the field is not being typed in; a pending commit is flushed, never dropped.
 */
import { useCallback, useEffect, useRef, useState } from 'react';

export const COMMIT_DELAY_MS = 300;

export interface Draft {
  text: string;
  /** the text changed: commit after the pause */
  change: (text: string) => void;
  /** commit now (blur, Enter) */
  flush: () => void;
  /** commit this text now (a pick from a list, a colour) */
  set: (text: string) => void;
  focus: () => void;
}

export function useDraft(external: string, commit: (text: string) => void, delay: number | null = COMMIT_DELAY_MS): Draft {
  const [text, setText] = useState(external);
  const editing = useRef(false);
  const pending = useRef<{ text: string; timer?: ReturnType<typeof setTimeout> } | null>(null);
  const commitRef = useRef(commit);
  commitRef.current = commit;

  const flush = useCallback(() => {
    const p = pending.current;
    if (!p) return;
    clearTimeout(p.timer);
    pending.current = null;
    commitRef.current(p.text);
  }, []);

  useEffect(() => {
    if (!editing.current && !pending.current) setText(external);
  }, [external]);

  useEffect(() => flush, [flush]);

  return {
    text,
    change: (next) => {
      setText(next);
      if (pending.current) clearTimeout(pending.current.timer);
      pending.current = delay === null ? { text: next } : { text: next, timer: setTimeout(flush, delay) };
    },
    flush: () => {
      editing.current = false;
      flush();
    },
    set: (next) => {
      if (pending.current) clearTimeout(pending.current.timer);
      pending.current = null;
      setText(next);
      commitRef.current(next);
    },
    focus: () => {
      editing.current = true;
    },
  };
}
