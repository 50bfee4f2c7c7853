import { useEffect, useRef, useState, type ReactNode } from 'react';
import { hexOf, tokenProblem } from './colour.ts';
import { FieldMessages } from './FieldMessages.tsx';
import { useDraft } from './use-draft.ts';

export interface ColourInputProps {
  id: string;
  label: string;
  /** the colour as the template renders it */
  value: string;
  onCommit: (value: string) => void;
  readOnly?: boolean;
  /** lint problems pointing at this token */
  problems?: readonly string[];
  /** beside the field: where the value comes from, a reset */
  children?: ReactNode;
}

/**
 * A colour token: a live swatch, the browser's colour picker and the CSS text. The text is checked
 * as colour-token checks it before anything is sent; a value the picker cannot show (a translucent
 * `rgb(… / 50%)`, a named colour is fine) stays editable as text.
 */
export function ColourInput({ id, label, value, onCommit, readOnly = false, problems, children }: ColourInputProps) {
  const [error, setError] = useState<string | null>(null);
  const draft = useDraft(
    value,
    (next) => {
      const trimmed = next.trim();
      const problem = trimmed === '' ? 'a colour is required' : tokenProblem('color', trimmed);
      setError(problem);
      if (!problem && trimmed !== value) onCommit(trimmed);
    },
    null,
  );
  const text = draft.text;
  const picker = useRef<HTMLInputElement>(null);
  const shown = tokenProblem('color', text.trim()) ? value : text.trim();

  const pick = useRef(draft.set);
  useEffect(() => {
    pick.current = draft.set;
  });
  // the picker's `change` (its dialog closed on a choice), not React's onChange (every move of the cursor)
  useEffect(() => {
    const input = picker.current;
    if (!input) return;
    const onChange = () => pick.current(input.value);
    input.addEventListener('change', onChange);
    return () => input.removeEventListener('change', onChange);
  }, []);

  const messages = `${id}-messages`;
  const hex = hexOf(shown);
  return (
    <div className="studio-colour-input">
      <label htmlFor={id}>{label}</label>
      <span className="studio-swatch" aria-hidden="true" style={{ background: shown }} data-testid={`${id}-swatch`} />
      <input
        ref={picker}
        type="color"
        aria-label={`${label}: colour picker`}
        value={hex ?? '#000000'}
        disabled={readOnly}
        onChange={(e) => draft.change(e.target.value)}
      />
      <input
        id={id}
        type="text"
        value={text}
        readOnly={readOnly}
        spellCheck={false}
        aria-invalid={error || problems?.length ? true : undefined}
        aria-describedby={error || problems?.length ? messages : undefined}
        onChange={(e) => {
          draft.change(e.target.value);
          if (error) setError(null);
        }}
        onBlur={() => !readOnly && draft.flush()}
        onKeyDown={(e) => {
          if (readOnly) return;
          if (e.key === 'Enter') draft.flush();
          if (e.key === 'Escape') {
            draft.set(value);
            setError(null);
          }
        }}
      />
      {children}
      <FieldMessages id={messages} error={error} problems={problems} />
    </div>
  );
}
