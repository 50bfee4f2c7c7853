/** The targeting rules of a node's `when` as form fields (docs/targeting.md); part of WhenEditor. */
import { useId, type KeyboardEvent } from 'react';
import type { When } from '../../engine/studio/contract.ts';
import { VIP_LEVELS } from '../../schemas/api/vip-levels.ts';
import { edgeInput, LIST_FIELDS, orNull, withEdge, withExperiment, withList, withVip } from './targeting-fields.ts';

export function TargetingFields({ when, onChange }: { when: When; onChange: (when: When | null) => void }) {
  const id = useId();
  const commitOnEnter = (e: KeyboardEvent<HTMLInputElement>) => {
    if (e.key === 'Enter') e.currentTarget.blur();
  };
  return (
    <fieldset className="when-targeting">
      <legend>Targeting</legend>
      {(['from', 'until'] as const).map((edge) => (
        <label key={edge}>
          {edge === 'from' ? 'From (site time)' : 'Until (site time)'}
          <input type="datetime-local" value={edgeInput(when[edge])} onChange={(e) => onChange(orNull(withEdge(when, edge, e.target.value)))} />
        </label>
      ))}
      {LIST_FIELDS.map(({ field, label, upper }) => (
        <label key={`${field}:${(when[field] ?? []).join(',')}`}>
          {label}
          <input
            type="text"
            spellCheck={false}
            placeholder="(any)"
            aria-describedby={`${id}-lists`}
            defaultValue={(when[field] ?? []).join(', ')}
            onBlur={(e) => onChange(orNull(withList(when, field, e.target.value, upper)))}
            onKeyDown={commitOnEnter}
          />
        </label>
      ))}
      <p id={`${id}-lists`} className="prop-help">
        Codes separated by commas; empty: any.
      </p>
      <div key={`${when.experiment?.id ?? ''}:${when.experiment?.variant ?? ''}`}>
        <label>
          Experiment
          <input
            type="text"
            spellCheck={false}
            placeholder="(none)"
            defaultValue={when.experiment?.id ?? ''}
            onBlur={(e) => onChange(orNull(withExperiment(when, e.target.value, when.experiment?.variant ?? '')))}
            onKeyDown={commitOnEnter}
          />
        </label>
        <label>
          Variant
          <input
            type="text"
            spellCheck={false}
            defaultValue={when.experiment?.variant ?? ''}
            onBlur={(e) => onChange(orNull(withExperiment(when, when.experiment?.id ?? '', e.target.value)))}
            onKeyDown={commitOnEnter}
          />
        </label>
      </div>
      {(['min', 'max'] as const).map((end) => (
        <label key={end}>
          {end === 'min' ? 'VIP level from' : 'VIP level up to'}
          <select value={when.vip?.[end] ?? ''} onChange={(e) => onChange(orNull(withVip(when, end, e.target.value)))}>
            <option value="">(any)</option>
            {VIP_LEVELS.map((level) => (
              <option key={level} value={level}>
                {level}
              </option>
            ))}
          </select>
        </label>
      ))}
    </fieldset>
  );
}
