/** A field's own error (what the operator typed) and the lint problems pointing into it, under the field. */
export function FieldMessages({ id, error, problems }: { id: string; error?: string | null; problems?: readonly string[] }) {
  if (!error && !problems?.length) return null;
  return (
    <div id={id} className="studio-field-messages">
      {error ? (
        <p role="alert" className="studio-field-error">
          {error}
        </p>
      ) : null}
      {problems?.length ? (
        <ul>
          {problems.map((p) => (
            <li key={p} className="studio-field-problem">
              {p}
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
