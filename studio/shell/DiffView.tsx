/**
 * A diff of two config sets as the operator API gives it: first what the sites will show differently, in
 * words; then per file, per node (per prop, per breakpoint), per value.
 */
import type { ConfigDiff, FileChange, NodeChange } from '../api/types.ts';
import { ChangeList } from './ChangeList.tsx';

/** the column titles of the two sides */
type Sides = readonly [string, string];

const show = (value: unknown) => (value === undefined ? '—' : JSON.stringify(value));

function NodeRows({ node, sides }: { node: NodeChange; sides: Sides }) {
  const where = node.toPointer ?? node.fromPointer ?? '';
  return (
    <li className={`diff-node diff-${node.change}`}>
      <p>
        <strong>{node.widget}</strong>
        {node.id ? <span className="muted"> #{node.id}</span> : null} <span className="muted small">{where}</span> <span className="badge">{node.change}</span>
        {node.moved ? <span className="badge">moved</span> : null}
      </p>
      {node.props.length + node.at.length + node.other.length > 0 ? (
        <table className="diff-table">
          <thead>
            <tr>
              <th scope="col">Prop</th>
              <th scope="col">Breakpoint</th>
              <th scope="col">{sides[0]}</th>
              <th scope="col">{sides[1]}</th>
            </tr>
          </thead>
          <tbody>
            {node.props.map((p) => (
              <tr key={`p:${p.name}`}>
                <th scope="row">{p.name}</th>
                <td>all</td>
                <td>{show(p.from)}</td>
                <td>{show(p.to)}</td>
              </tr>
            ))}
            {node.at.map((p) => (
              <tr key={`at:${p.breakpoint}:${p.name}`}>
                <th scope="row">{p.name}</th>
                <td>{p.breakpoint}</td>
                <td>{show(p.from)}</td>
                <td>{show(p.to)}</td>
              </tr>
            ))}
            {node.other.map((v) => (
              <tr key={`o:${v.pointer}`}>
                <th scope="row">{v.pointer}</th>
                <td>—</td>
                <td>{show(v.from)}</td>
                <td>{show(v.to)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      ) : null}
    </li>
  );
}

function FileRows({ file, sides }: { file: FileChange; sides: Sides }) {
  return (
    <li className="diff-file">
      <h3>
        {file.file} <span className="badge">{file.change}</span>
      </h3>
      {file.unparsable ? <p className="muted">Not JSON on one side: compared as text.</p> : null}
      {file.nodes.length > 0 ? (
        <ul className="diff-nodes">
          {file.nodes.map((node, i) => (
            <NodeRows key={`${node.id ?? node.toPointer ?? node.fromPointer ?? ''}:${i}`} node={node} sides={sides} />
          ))}
        </ul>
      ) : null}
      {file.values.length > 0 ? (
        <table className="diff-table">
          <thead>
            <tr>
              <th scope="col">Value</th>
              <th scope="col">{sides[0]}</th>
              <th scope="col">{sides[1]}</th>
            </tr>
          </thead>
          <tbody>
            {file.values.map((v) => (
              <tr key={v.pointer}>
                <th scope="row">{v.pointer}</th>
                <td>{show(v.from)}</td>
                <td>{show(v.to)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      ) : null}
    </li>
  );
}

export function DiffView({
  diff,
  empty = 'No changes.',
  sides = ['Live', 'Draft'],
  changesLabel,
}: {
  diff: ConfigDiff;
  empty?: string;
  sides?: Sides;
  /** names the list of changes in words (default: what the sites will show) */
  changesLabel?: string;
}) {
  const { added, removed, modified } = diff.summary;
  if (diff.files.length === 0) return <p>{empty}</p>;
  return (
    <div className="diff">
      <ChangeList changes={diff.changes} {...(changesLabel ? { label: changesLabel } : {})} />
      <p className="muted">
        {modified} modified, {added} added, {removed} removed
      </p>
      <ul className="diff-files">
        {diff.files.map((file) => (
          <FileRows key={file.file} file={file} sides={sides} />
        ))}
      </ul>
    </div>
  );
}
