import { useState } from 'react';

/**
 * A field's text while the operator types, apart from the value the draft holds: an edit is sent on
 * commit (blur, Enter), not per keystroke. A new value from outside (an edit's answer, undo) replaces
 * the text, as React's "adjust state when a prop changes" does it, without an effect.
 */
export function useDraft(value: string): [string, (text: string) => void] {
  const [text, setText] = useState(value);
  const [seen, setSeen] = useState(value);
  if (seen !== value) {
    setSeen(value);
    setText(value);
  }
  return [text, setText];
}
