import type { WidgetEntry } from '../../engine/studio/contract.ts';
import { isRecord } from '../../schemas/is-record.ts';

export interface PropRow {
  name: string;
  type: string;
  description: string;
  required: boolean;
}

/** A widget's props as the catalogue lists them, from its props JSON Schema. */
export function propRows(schema: Record<string, unknown>): PropRow[] {
  const properties = isRecord(schema['properties']) ? schema['properties'] : {};
  const required = Array.isArray(schema['required']) ? schema['required'] : [];
  return Object.entries(properties).map(([name, prop]) => {
    const p = isRecord(prop) ? prop : {};
    const type = Array.isArray(p['enum'])
      ? p['enum'].map((v) => JSON.stringify(v)).join(' | ')
      : Array.isArray(p['type'])
        ? p['type'].join(' | ')
        : typeof p['type'] === 'string'
          ? p['type']
          : 'any';
    return { name, type, description: typeof p['description'] === 'string' ? p['description'] : '', required: required.includes(name) };
  });
}

/** What the catalogue shows of one widget before it is inserted: its description, its props, and the brands that use it. */
export function WidgetDetails({ widget }: { widget: WidgetEntry }) {
  const rows = propRows(widget.propsSchema);
  const users = widget.usedBy ?? [];
  return (
    <div className="widget-details" role="group" aria-label={`About ${widget.name}`}>
      <p>{widget.description}</p>
      {rows.length === 0 ? (
        <p>No props.</p>
      ) : (
        <table aria-label={`Props of ${widget.name}`}>
          <thead>
            <tr>
              <th scope="col">Prop</th>
              <th scope="col">Type</th>
              <th scope="col">What it does</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((r) => (
              <tr key={r.name}>
                <th scope="row">
                  <code>{r.name}</code>
                  {r.required ? ' (required)' : null}
                </th>
                <td>{r.type}</td>
                <td>{r.description}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      <p>{users.length === 0 ? 'Used by no brand yet.' : `Used by ${users.length} brand${users.length === 1 ? '' : 's'}: ${users.join(', ')}.`}</p>
    </div>
  );
}
