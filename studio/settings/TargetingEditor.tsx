import { useState } from 'react';
import type { Edit } from '../../engine/studio/contract.ts';
import { experimentEdit, timeZoneEdit, weightsSum } from '../../engine/studio/config-edits.ts';
import { isRecord } from '../../schemas/is-record.ts';
import { EXPERIMENT_NAME_PATTERN } from '../../schemas/targeting.ts';
import { FieldMessages } from '../pickers/FieldMessages.tsx';
import { TextInput } from '../pickers/TextInput.tsx';
import type { SettingsScope } from './template-values.ts';

const NAME = new RegExp(EXPERIMENT_NAME_PATTERN, 'u');

function weightsOf(value: unknown): Record<string, number> {
  if (!isRecord(value)) return {};
  return Object.fromEntries(Object.entries(value).filter((e): e is [string, number] => typeof e[1] === 'number'));
}

export interface TargetingEditorProps {
  templateKey: string;
  scope: SettingsScope;
  onEdit: (edit: Edit) => void;
}

/** The template's `targeting` (schemas/targeting.ts): its time zone and its experiments' variant weights, which must sum to 100. */
export function TargetingEditor({ templateKey, scope, onEdit }: TargetingEditorProps) {
  const [name, setName] = useState('');
  const [error, setError] = useState<string | null>(null);
  const targeting = isRecord(scope.layers.merged['targeting']) ? scope.layers.merged['targeting'] : {};
  const experiments = isRecord(targeting['experiments']) ? targeting['experiments'] : {};
  const zone = typeof targeting['timeZone'] === 'string' ? targeting['timeZone'] : '';
  const add = () => {
    const problem = !NAME.test(name)
      ? 'lower-case letters, digits and "-" (e.g. hero-test)'
      : Object.hasOwn(experiments, name)
        ? `"${name}" exists already`
        : null;
    setError(problem);
    if (problem) return;
    onEdit(experimentEdit(templateKey, name, { a: 50, b: 50 }));
    setName('');
  };
  return (
    <section aria-labelledby="settings-targeting">
      <h3 id="settings-targeting">Targeting and experiments</h3>
      <TextInput
        id="targeting-zone"
        label="Time zone (IANA, e.g. Asia/Manila)"
        value={zone}
        placeholder="UTC"
        readOnly={scope.readOnly}
        problems={scope.problemsAt('/targeting/timeZone')}
        onCommit={(text) => onEdit(timeZoneEdit(templateKey, text.trim()))}
      />
      {Object.entries(experiments).map(([id, raw]) => {
        const weights = weightsOf(raw);
        const sum = weightsSum(weights);
        return (
          <fieldset key={id}>
            <legend>Experiment {id}</legend>
            {Object.entries(weights).map(([variant, weight]) => (
              <TextInput
                key={variant}
                id={`experiment-${id}-${variant}`}
                label={`${id}: weight of ${variant}`}
                value={String(weight)}
                numeric
                readOnly={scope.readOnly}
                validate={(text) => (/^\d{1,3}$/.test(text.trim()) && Number(text) <= 100 ? null : 'a whole number from 0 to 100')}
                onCommit={(text) => onEdit(experimentEdit(templateKey, id, { ...weights, [variant]: Number(text.trim()) }))}
              />
            ))}
            <p role="status" className={sum === 100 ? undefined : 'studio-field-error'}>
              Weights sum to {sum}
              {sum === 100 ? '.' : ': they must sum to 100.'}
            </p>
            <FieldMessages id={`experiment-${id}-messages`} problems={scope.problemsAt(`/targeting/experiments/${id}`)} />
            {scope.readOnly ? null : (
              <button type="button" onClick={() => onEdit(experimentEdit(templateKey, id))}>
                Remove experiment {id}
              </button>
            )}
          </fieldset>
        );
      })}
      {scope.readOnly ? null : (
        <form
          aria-label="Add an experiment"
          onSubmit={(e) => {
            e.preventDefault();
            add();
          }}
        >
          <label htmlFor="experiment-new">Experiment name</label>
          <input id="experiment-new" type="text" value={name} spellCheck={false} onChange={(e) => setName(e.target.value)} />
          <button type="submit">Add experiment (variants a and b, 50/50)</button>
          <FieldMessages id="experiment-new-messages" error={error} />
        </form>
      )}
    </section>
  );
}
