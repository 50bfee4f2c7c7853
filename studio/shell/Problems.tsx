/**
 * The draft's lint problems (the config-lint rules, run by the server on every change): file:line,
 * severity, rule and message; a click reveals the node or field, and a problem with the CLI's fix offers
 * it as one undoable change.
 */
import type { ProblemsProps } from '../panels.ts';

export function Problems({ lint, onReveal, onFix, permissions }: ProblemsProps) {
  if (!lint) return <p className="muted">No lint yet.</p>;
  const { errors, warnings, problems } = lint;
  return (
    <section className="problems" aria-label="Problems">
      <p className="problems-summary" role="status">
        {errors === 0 && warnings === 0 ? 'No problems.' : `${errors} error${errors === 1 ? '' : 's'}, ${warnings} warning${warnings === 1 ? '' : 's'}`}
        {lint.ms > 0 ? <span className="muted small"> · linted in {Math.round(lint.ms)} ms</span> : null}
      </p>
      <ul className="problem-list">
        {problems.map((problem, index) => (
          <li key={`${problem.file}:${problem.line}:${problem.column}:${problem.ruleId}:${index}`} className={`problem problem-${problem.severity}`}>
            <button type="button" className="problem-reveal" onClick={() => onReveal(problem)}>
              <span className={`severity severity-${problem.severity}`}>{problem.severity}</span>{' '}
              <span className="where">
                {problem.file}:{problem.line}
              </span>{' '}
              <span className="message">{problem.message}</span> <span className="rule muted small">{problem.ruleId}</span>
            </button>
            {problem.fix ? (
              <button
                type="button"
                onClick={() => onFix(problem)}
                disabled={!permissions.edit}
                aria-label={`Fix: ${problem.fix.description}`}
                title={problem.fix.description}
              >
                Fix
              </button>
            ) : null}
          </li>
        ))}
      </ul>
    </section>
  );
}
