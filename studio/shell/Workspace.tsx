/** The middle and right of the studio: the selected page's outline and inspector, and its preview. */
import { useStudio } from '../state/context.tsx';

export function Workspace() {
  const catalog = useStudio((s) => s.catalog);
  const selection = useStudio((s) => s.selection);
  const view = useStudio((s) => s.view);
  const hasDraft = useStudio((s) => s.draft !== null);
  const template = catalog?.templates.find((t) => t.key === selection.template);

  return (
    <>
      <main className="column-center" aria-label="Page">
        {!template ? (
          <p className="empty">Select a brand’s page in the navigator.</p>
        ) : (
          <header className="page-head">
            <h1>
              {template.label} <span className="muted">({template.key})</span>
              {selection.page ? <span> · {selection.page}</span> : null}
            </h1>
            <p className="muted small">
              {template.extends.length > 0 ? `extends ${template.extends.join(' → ')} · ` : ''}layout {template.layout} · breakpoints{' '}
              {template.breakpoints.map((b) => b.name).join(', ')}
            </p>
          </header>
        )}
        {template && !selection.page ? <p className="empty">Choose one of {template.key}’s pages in the navigator.</p> : null}
        {template && selection.page && !view ? (
          <p role="status">
            {hasDraft ? 'Reading the page…' : 'A viewer has no draft: the outline needs one (an editor’s). The history and diffs are open to you.'}
          </p>
        ) : null}
      </main>
      <section className="column-right" aria-label="Preview">
        <p className="empty">{view ? `${view.template} · ${view.page} at draft v${view.version}` : 'The preview of the selected page.'}</p>
      </section>
    </>
  );
}
