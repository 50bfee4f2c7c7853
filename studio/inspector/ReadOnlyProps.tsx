/**
 * The inspector as a viewer sees it (issue 49): each prop's value as text with where it comes from,
 * and the node's rules, with no input at all: a viewer reads, it never edits.
 */
import type { FieldView, OutlineNode, WidgetEntry } from '../../engine/studio/contract.ts';
import { propsOf, provenanceText, valueAt } from './fields.ts';

/** A value as a line of text: strings as they are, anything else as JSON. */
export function valueText(value: unknown): string {
  if (value === undefined) return '—';
  return typeof value === 'string' ? value : JSON.stringify(value);
}

export function ReadOnlyProps({
  node,
  widget,
  breakpoint,
  title,
}: {
  node: OutlineNode;
  widget: WidgetEntry | undefined;
  breakpoint: string | null;
  title: string;
}) {
  const fields: readonly FieldView[] = node.fields;
  return (
    <>
      <dl className="prop-values" aria-label={`Props of ${title}`}>
        {propsOf(widget, fields).map(({ prop, schema }) => {
          const value = valueAt(
            fields.find((f) => f.prop === prop),
            breakpoint,
          );
          const fallback = widget?.defaults[prop] ?? schema.default;
          return (
            <div key={prop}>
              <dt>{prop}</dt>
              <dd>
                {valueText(value?.value ?? fallback)} <span className="muted small">({provenanceText(value, fallback)})</span>
              </dd>
            </div>
          );
        })}
      </dl>
      {node.when ? (
        <p className="muted small">
          Shown when: <code>{JSON.stringify(node.when)}</code>
        </p>
      ) : null}
    </>
  );
}
