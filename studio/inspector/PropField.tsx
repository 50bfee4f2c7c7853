/**
 * One prop of the inspected widget at the chosen breakpoint: its control (by kind), the schema's
 * description as help, the default as placeholder, where the value comes from (with file:line), a
 * reset when this template writes it here, and its problems — all tied to the control by aria-describedby.
 */
import { useId, type KeyboardEvent } from 'react';
import type { FieldValue, StudioProblem } from '../../engine/studio/contract.ts';
import type { InspectorProps } from '../panels.ts';
import { checkValue, problemPlace, sameValue, type FieldKind, type PropSchema } from './fields.ts';
import { ImagePicker } from './ImagePicker.tsx';
import { MessageSearch } from './MessageSearch.tsx';
import { useDraft } from '../pickers/use-draft.ts';

export interface PropFieldProps {
  prop: string;
  schema: PropSchema;
  kind: FieldKind;
  /** the value in effect at the scope, with its provenance */
  value: FieldValue | undefined;
  placeholder: unknown;
  provenance: string;
  canEdit: boolean;
  canReset: boolean;
  known: boolean;
  problems: readonly StudioProblem[];
  onSet: (value: unknown) => void;
  onReset: () => void;
  searchMessages: InspectorProps['searchMessages'];
  assets: InspectorProps['assets'];
}

/** "at.desktop: " for a problem in an `at` write, so a problem at another breakpoint than the one in view says where it is. */
function atOf(problem: StudioProblem): string {
  const place = problemPlace(problem.pointer);
  return place && place !== 'when' && place.breakpoint ? `at.${place.breakpoint}: ` : '';
}

const textOf = (v: unknown): string => (v === undefined ? '' : typeof v === 'string' ? v : JSON.stringify(v));
const COLOUR = /^#[0-9a-fA-F]{6}$/;

/** Text as the prop's value: a number for numeric props; undefined when it is not one (nothing to send). */
function parse(kind: FieldKind, text: string): { value: unknown } | { error: string } | null {
  if (kind === 'integer' || kind === 'number') {
    if (text.trim() === '') return null;
    const n = Number(text);
    return Number.isFinite(n) ? { value: n } : { error: 'Must be a number.' };
  }
  if (kind === 'json') {
    if (text.trim() === '') return null;
    try {
      return { value: JSON.parse(text) as unknown };
    } catch {
      return { error: 'Not valid JSON.' };
    }
  }
  return { value: text };
}

export function PropField(p: PropFieldProps) {
  const id = useId();
  const ids = { help: `${id}-help`, from: `${id}-from`, invalid: `${id}-invalid`, problems: `${id}-problems` };
  const current = p.value?.value;
  const commit = (v: unknown) => {
    if (!sameValue(v, current)) p.onSet(v);
  };
  const draft = useDraft(textOf(current), (text) => {
    const parsed = parse(p.kind, text);
    if (parsed && 'value' in parsed) commit(parsed.value);
  });

  const parsed = parse(p.kind, draft.text);
  const shown = p.kind === 'enum' || p.kind === 'boolean' ? (current === undefined ? null : { value: current }) : parsed;
  const invalid = shown === null ? null : 'error' in shown ? shown.error : checkValue(p.schema, shown.value);
  const hasHelp = Boolean(p.schema.description) || !p.known;
  const describedBy = [hasHelp && ids.help, ids.from, invalid && ids.invalid, p.problems.length > 0 && ids.problems].filter(Boolean).join(' ');
  const common = {
    id,
    'aria-describedby': describedBy,
    'aria-invalid': invalid !== null || p.problems.some((x) => x.severity === 'error') || undefined,
    disabled: !p.canEdit,
  };
  const textEvents = {
    onFocus: draft.focus,
    onBlur: draft.flush,
    onKeyDown: (e: KeyboardEvent) => {
      if (e.key === 'Enter' && p.kind !== 'json') draft.flush();
    },
  };
  const placeholder = p.placeholder === undefined ? undefined : textOf(p.placeholder);

  const control = (() => {
    switch (p.kind) {
      case 'enum': {
        const options = p.schema.enum ?? [];
        const index = options.findIndex((o) => sameValue(o, current));
        return (
          <select {...common} value={String(index)} onChange={(e) => commit(options[Number(e.target.value)])}>
            {index < 0 && (
              <option value="-1">
                {current === undefined ? `(not set${placeholder !== undefined ? `: ${placeholder || '(empty)'}` : ''})` : `${textOf(current)} (not allowed)`}
              </option>
            )}
            {options.map((o, i) => (
              <option key={i} value={String(i)}>
                {textOf(o) || '(empty)'}
              </option>
            ))}
          </select>
        );
      }
      case 'boolean':
        return <input {...common} type="checkbox" role="switch" checked={current === true} onChange={(e) => commit(e.target.checked)} />;
      case 'integer':
      case 'number':
        return (
          <input
            {...common}
            {...textEvents}
            type="number"
            inputMode={p.kind === 'integer' ? 'numeric' : 'decimal'}
            min={p.schema.minimum}
            max={p.schema.maximum}
            step={p.kind === 'integer' ? 1 : 'any'}
            placeholder={placeholder}
            value={draft.text}
            onChange={(e) => draft.change(e.target.value)}
          />
        );
      case 'json':
        return <textarea {...common} {...textEvents} rows={3} placeholder={placeholder} value={draft.text} onChange={(e) => draft.change(e.target.value)} />;
      case 'colour':
        return (
          <span className="colour-control">
            <input
              type="color"
              aria-label={`${p.prop}: colour picker`}
              disabled={!p.canEdit}
              value={COLOUR.test(draft.text) ? draft.text.toLowerCase() : COLOUR.test(placeholder ?? '') ? placeholder : '#000000'}
              onChange={(e) => draft.change(e.target.value)}
              onBlur={draft.flush}
            />
            <input
              {...common}
              {...textEvents}
              type="text"
              spellCheck={false}
              placeholder={placeholder}
              value={draft.text}
              onChange={(e) => draft.change(e.target.value)}
            />
          </span>
        );
      default:
        return (
          <input
            {...common}
            {...textEvents}
            type="text"
            spellCheck={false}
            placeholder={placeholder}
            value={draft.text}
            onChange={(e) => draft.change(e.target.value)}
          />
        );
    }
  })();

  return (
    <div className="prop-field" data-prop={p.prop} data-kind={p.kind}>
      <label htmlFor={id} className="prop-label">
        {p.prop}
      </label>
      {control}
      {hasHelp && (
        <p id={ids.help} className="prop-help">
          {p.schema.description}
          {!p.known && ' This prop is not in the widget’s schema.'}
        </p>
      )}
      <p id={ids.from} className="prop-from">
        {p.provenance}
      </p>
      {p.canReset && p.canEdit && (
        <button type="button" className="prop-reset" aria-label={`Reset ${p.prop} to inherited`} onClick={p.onReset}>
          Reset to inherited
        </button>
      )}
      {invalid && (
        <p id={ids.invalid} className="field-error">
          {invalid}
        </p>
      )}
      {p.problems.length > 0 && (
        <ul id={ids.problems} className="prop-problems">
          {p.problems.map((x, i) => (
            <li key={i} className={`problem-${x.severity}`}>
              {atOf(x)}
              {x.severity}: {x.message} ({x.ruleId})
            </li>
          ))}
        </ul>
      )}
      {p.canEdit && p.kind === 'message' && <MessageSearch prop={p.prop} search={p.searchMessages} onPick={draft.set} />}
      {p.canEdit && p.kind === 'image' && <ImagePicker prop={p.prop} assets={p.assets} onPick={draft.set} />}
    </div>
  );
}
