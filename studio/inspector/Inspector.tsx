/**
 * The inspector panel (issue 30, part 3): a form for the selected widget generated from its props
 * JSON Schema by the studio's own renderer (docs/architecture.md, "Studio", says why not a form
 * library), at the breakpoint chosen in its bar, each field with where its value comes from. It
 * reports `setProp` / `resetProp` / `setWhen` edits and never one for an unchanged value.
 */
import type { Edit } from '../../engine/studio/contract.ts';
import type { InspectorProps } from '../panels.ts';
import { BreakpointBar } from './BreakpointBar.tsx';
import { kindOf, overriddenHere, problemsByField, propsOf, provenanceText, valueAt } from './fields.ts';
import { PropField } from './PropField.tsx';
import { WhenEditor } from './WhenEditor.tsx';
import { ReadOnlyProps } from './ReadOnlyProps.tsx';
import './inspector.css';

const MODE_TEXT = {
  own: (file: string) => `Written in ${file}.`,
  patch: (file: string) => `Comes from ${file}: this template's changes are written as patches by id.`,
};

export function Inspector({
  view,
  node,
  widget,
  breakpoint,
  breakpoints,
  onBreakpoint,
  onEdit,
  permissions,
  problems,
  searchMessages,
  assets,
}: InspectorProps) {
  const canEdit = permissions.edit && node.mode !== 'readonly';
  const base = { template: view.template, page: view.page, node: node.key };
  const at = breakpoint === null ? {} : { breakpoint };
  const byField = problemsByField(problems);
  const nodeProblems = byField.get('') ?? [];
  const emit = (edit: Edit) => onEdit(edit);
  const title = node.id ? `${node.widget} #${node.id}` : node.widget;

  return (
    <section className="inspector" aria-label={`Inspector: ${title}`}>
      <header className="inspector-head">
        <h2>{title}</h2>
        <p className="inspector-mode">
          {node.mode === 'readonly'
            ? (node.readonlyReason ?? 'Inherited without an id: give it an id in the outline to change it here.')
            : MODE_TEXT[node.mode](`${node.source.file}:${node.source.line}`)}
        </p>
        {widget && <p className="prop-help">{widget.description}</p>}
        {!permissions.edit && <p className="inspector-mode">You can view this template but not change it.</p>}
      </header>
      {nodeProblems.length > 0 && (
        <ul className="prop-problems" aria-label="Problems on this widget">
          {nodeProblems.map((x, i) => (
            <li key={i} className={`problem-${x.severity}`}>
              {x.severity}: {x.message} ({x.ruleId})
            </li>
          ))}
        </ul>
      )}
      <BreakpointBar breakpoints={breakpoints} value={breakpoint} onChange={onBreakpoint} />
      {!widget && <p className="field-error">The catalog has no widget named {node.widget}: its props cannot be edited here.</p>}
      {permissions.edit ? null : <ReadOnlyProps node={node} widget={widget} breakpoint={breakpoint} title={title} />}
      {permissions.edit ? (
        <>
          <form className="prop-fields" aria-label={`Props of ${title}`} onSubmit={(e) => e.preventDefault()}>
            {propsOf(widget, node.fields).map(({ prop, schema, known }) => {
              const field = node.fields.find((f) => f.prop === prop);
              const value = valueAt(field, breakpoint);
              const placeholder = widget?.defaults[prop] ?? schema.default;
              return (
                <PropField
                  // a field per node and scope: switching either starts from that place's value
                  key={`${node.key}|${breakpoint ?? ''}|${prop}`}
                  prop={prop}
                  schema={schema}
                  kind={kindOf(prop, schema, widget)}
                  value={value}
                  placeholder={placeholder}
                  provenance={provenanceText(value, placeholder)}
                  canEdit={canEdit}
                  canReset={overriddenHere(field, breakpoint, node.mode)}
                  known={known}
                  problems={byField.get(`prop:${prop}`) ?? []}
                  onSet={(v) => emit({ op: 'setProp', ...base, prop, value: v, ...at })}
                  onReset={() => emit({ op: 'resetProp', ...base, prop, ...at })}
                  searchMessages={searchMessages}
                  assets={assets}
                />
              );
            })}
          </form>
          <WhenEditor
            key={node.key}
            when={node.when}
            canEdit={canEdit}
            problems={byField.get('when') ?? []}
            onChange={(when) => emit({ op: 'setWhen', ...base, when })}
          />
        </>
      ) : null}
    </section>
  );
}
