import { useState } from 'react';
import { templateSchema } from '../../schemas/template.ts';
import { breakpointList } from '../../engine/project/breakpoints.ts';
import { FieldMessages } from '../pickers/FieldMessages.tsx';
import { TextInput } from '../pickers/TextInput.tsx';
import { Origin } from './Origin.tsx';
import { provenance, type SettingsScope } from './template-values.ts';

const { minimum: MIN, maximum: MAX } = templateSchema.properties.breakpoints.additionalProperties;
// a breakpoint name is written as `at.<name>` in pages and patches, so it is an identifier
const NAME = /^[A-Za-z][A-Za-z0-9]*$/;

/** The min-width, as the schema bounds it, or why not. */
export function widthProblem(text: string): string | null {
  if (!/^\d+$/.test(text.trim())) return `a whole number of pixels, ${MIN}–${MAX}`;
  const n = Number(text.trim());
  return n < MIN || n > MAX ? `between ${MIN} and ${MAX} px` : null;
}

export function breakpointNameProblem(name: string, taken: readonly string[]): string | null {
  if (!NAME.test(name)) return 'a letter, then letters or digits (it is written as at.<name>)';
  return taken.includes(name) ? `there is a breakpoint ${name} already` : null;
}

/** The template's breakpoints, ascending by min-width: widths edited in place, own ones removed, new ones added. */
export function BreakpointsEditor({ scope }: { scope: SettingsScope }) {
  const { layers, set, readOnly } = scope;
  const merged = layers.merged['breakpoints'];
  const list = breakpointList(merged);
  const [name, setName] = useState('');
  const [width, setWidth] = useState('');
  const [error, setError] = useState<string | null>(null);
  const add = () => {
    const problem =
      breakpointNameProblem(
        name.trim(),
        list.map((b) => b.name),
      ) ?? widthProblem(width);
    setError(problem);
    if (problem) return;
    set(['breakpoints', name.trim()], Number(width.trim()));
    setName('');
    setWidth('');
  };
  return (
    <section aria-labelledby="settings-breakpoints">
      <h3 id="settings-breakpoints">Breakpoints</h3>
      {merged === undefined ? <p>None set: the defaults below apply until the template writes its own.</p> : null}
      <ol className="studio-breakpoints">
        {list.map((bp) => {
          const at = provenance(layers, ['breakpoints', bp.name]);
          return (
            <li key={bp.name}>
              <TextInput
                id={`breakpoint-${bp.name}`}
                label={`${bp.name} (min px)`}
                value={String(bp.width)}
                numeric
                readOnly={readOnly}
                validate={widthProblem}
                problems={scope.problemsAt(at.pointer)}
                onCommit={(text) => set(['breakpoints', bp.name], Number(text.trim()))}
              >
                <Origin at={at} label={`breakpoint ${bp.name}`} readOnly={readOnly} removable onReset={() => set(['breakpoints', bp.name])} />
              </TextInput>
            </li>
          );
        })}
      </ol>
      {readOnly ? null : (
        <div className="studio-breakpoint-add" role="group" aria-label="Add a breakpoint">
          <label htmlFor="breakpoint-new-name">New breakpoint name</label>
          <input
            id="breakpoint-new-name"
            value={name}
            onChange={(e) => setName(e.target.value)}
            aria-describedby={error ? 'breakpoint-new-messages' : undefined}
          />
          <label htmlFor="breakpoint-new-width">Min width (px)</label>
          <input
            id="breakpoint-new-width"
            inputMode="numeric"
            value={width}
            onChange={(e) => setWidth(e.target.value)}
            onKeyDown={(e) => e.key === 'Enter' && add()}
            aria-describedby={error ? 'breakpoint-new-messages' : undefined}
          />
          <button type="button" onClick={add}>
            Add breakpoint
          </button>
          <FieldMessages id="breakpoint-new-messages" error={error} />
        </div>
      )}
    </section>
  );
}
