import { useState, type ReactNode } from 'react';
import { FieldMessages } from './FieldMessages.tsx';
import { useDraft } from './use-draft.ts';

export interface TextInputProps {
  id: string;
  label: string;
  value: string;
  /** the text, after `validate` passed; sent on blur or Enter, and only when it changed */
  onCommit: (text: string) => void;
  /** why the text cannot be sent, or null */
  validate?: (text: string) => string | null;
  readOnly?: boolean;
  numeric?: boolean;
  placeholder?: string;
  problems?: readonly string[];
  children?: ReactNode;
}

/** A text setting edited in place: checked on the client, sent on commit, Escape restores it. */
export function TextInput({ id, label, value, onCommit, validate, readOnly = false, numeric = false, placeholder, problems, children }: TextInputProps) {
  const [error, setError] = useState<string | null>(null);
  const draft = useDraft(
    value,
    (text) => {
      if (readOnly || text === value) return;
      const problem = validate?.(text) ?? null;
      setError(problem);
      if (!problem) onCommit(text);
    },
    null,
  );
  const messages = `${id}-messages`;
  const flagged = Boolean(error || problems?.length);
  return (
    <div className="studio-text-input">
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        type="text"
        inputMode={numeric ? 'numeric' : undefined}
        value={draft.text}
        placeholder={placeholder}
        readOnly={readOnly}
        spellCheck={false}
        aria-invalid={flagged || undefined}
        aria-describedby={flagged ? messages : undefined}
        onChange={(e) => {
          draft.change(e.target.value);
          if (error) setError(null);
        }}
        onBlur={draft.flush}
        onKeyDown={(e) => {
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
