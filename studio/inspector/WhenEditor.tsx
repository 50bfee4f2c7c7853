/**
 * Who sees the node: everyone, guests or players, and optionally only with a site flag on (or off),
 * and the targeting rules (docs/targeting.md: a window, languages, breakpoints, markets, currencies,
 * an experiment variant). Reports the whole `when` (null for none) on each change; the flag's name
 * commits on pause or blur, the other text fields on blur or Enter.
 */
import { useId } from 'react';
import type { StudioProblem, When } from '../../engine/studio/contract.ts';
import { sameValue } from './fields.ts';
import { useDraft } from '../pickers/use-draft.ts';
import { TargetingFields } from './TargetingFields.tsx';

export interface WhenEditorProps {
  when: When | undefined;
  canEdit: boolean;
  problems: readonly StudioProblem[];
  onChange: (when: When | null) => void;
}

type Audience = 'everyone' | 'guest' | 'player';
const AUDIENCES: { value: Audience; label: string }[] = [
  { value: 'everyone', label: 'Everyone' },
  { value: 'guest', label: 'Guests only' },
  { value: 'player', label: 'Players only' },
];
const FLAG = /^[a-z_]+$/;

/** The `when` of an audience and flag over the rest of `base` (its targeting rules stay). */
export function whenOf(audience: Audience, flag: string, negated: boolean, base: When = {}): When | null {
  const { auth: _auth, flag: _flag, ...rest } = base;
  const when: When = rest;
  if (audience !== 'everyone') when.auth = audience;
  if (flag.trim()) when.flag = `${negated ? '!' : ''}${flag.trim()}`;
  return Object.keys(when).length ? when : null;
}

export function WhenEditor({ when, canEdit, problems, onChange }: WhenEditorProps) {
  const id = useId();
  const audience: Audience = when?.auth ?? 'everyone';
  const negated = when?.flag?.startsWith('!') ?? false;
  const flagName = when?.flag?.replace(/^!/, '') ?? '';
  const emit = (next: When | null) => {
    if (!sameValue(next ?? undefined, when)) onChange(next);
  };
  const flag = useDraft(flagName, (text) => emit(whenOf(audience, text, negated, when)));
  const invalid = flag.text.trim() !== '' && !FLAG.test(flag.text.trim());
  const describedBy = [`${id}-help`, invalid && `${id}-invalid`, problems.length > 0 && `${id}-problems`].filter(Boolean).join(' ');

  return (
    <fieldset className="when-editor" disabled={!canEdit}>
      <legend>Visible to</legend>
      {AUDIENCES.map((a) => (
        <label key={a.value}>
          <input type="radio" name={`${id}-audience`} checked={audience === a.value} onChange={() => emit(whenOf(a.value, flag.text, negated, when))} />
          {a.label}
        </label>
      ))}
      <label htmlFor={`${id}-flag`}>Only with the site flag</label>
      <input
        id={`${id}-flag`}
        type="text"
        spellCheck={false}
        placeholder="(no flag)"
        value={flag.text}
        aria-describedby={describedBy}
        aria-invalid={invalid || undefined}
        onFocus={flag.focus}
        onBlur={flag.flush}
        onKeyDown={(e) => {
          if (e.key === 'Enter') flag.flush();
        }}
        onChange={(e) => flag.change(e.target.value)}
      />
      <label>
        <input
          type="checkbox"
          checked={negated}
          disabled={!canEdit || flag.text.trim() === ''}
          onChange={(e) => emit(whenOf(audience, flag.text, e.target.checked, when))}
        />
        Only when the flag is off
      </label>
      <p id={`${id}-help`} className="prop-help">
        A flag is a name from the site's flags (lower case and underscores).
      </p>
      {invalid && (
        <p id={`${id}-invalid`} className="field-error">
          A flag is lower-case letters and underscores.
        </p>
      )}
      <TargetingFields when={when ?? {}} onChange={emit} />
      {problems.length > 0 && (
        <ul id={`${id}-problems`} className="prop-problems">
          {problems.map((x, i) => (
            <li key={i}>
              {x.severity}: {x.message} ({x.ruleId})
            </li>
          ))}
        </ul>
      )}
    </fieldset>
  );
}
