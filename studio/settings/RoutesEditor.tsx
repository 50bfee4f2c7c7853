import { useState } from 'react';
import type { Edit, TemplateSummary } from '../../engine/studio/contract.ts';
import { addRouteEdit, clearRouteEdit, hideRouteEdit, type RouteGuardName } from '../../engine/studio/config-edits.ts';
import { isRecord } from '../../schemas/is-record.ts';
import { FieldMessages } from '../pickers/FieldMessages.tsx';
import type { SettingsScope } from './template-values.ts';

const PATH = /^\/[a-z0-9-]*$/u;
const GUARDS: readonly RouteGuardName[] = ['none', 'auth', 'guest'];

export function routePathProblem(path: string): string | null {
  return PATH.test(path) ? null : 'one "/" then lower-case letters, digits or "-" (e.g. /winners)';
}

export interface RoutesEditorProps {
  template: TemplateSummary;
  /** every page a route may show (site-configs/pages and the template's own) */
  pages: readonly string[];
  scope: SettingsScope;
  onEdit: (edit: Edit) => void;
}

/**
 * The template's own routes (schemas/template-routes.ts): the route table as its sites get it, a route
 * added for them only, a shared route hidden from them; each change is the `routes` entry an operator
 * writes by hand.
 */
export function RoutesEditor({ template, pages, scope, onEdit }: RoutesEditorProps) {
  const [path, setPath] = useState('');
  const [page, setPage] = useState(pages[0] ?? '');
  const [guard, setGuard] = useState<RouteGuardName>('none');
  const [error, setError] = useState<string | null>(null);
  const ownRoutes = isRecord(scope.layers.own['routes']) ? scope.layers.own['routes'] : {};
  const mergedRoutes = isRecord(scope.layers.merged['routes']) ? scope.layers.merged['routes'] : {};
  const hidden = Object.entries(mergedRoutes)
    .filter(([, r]) => isRecord(r) && r['hidden'] === true)
    .map(([p]) => p);
  const add = () => {
    const problem = routePathProblem(path) ?? (page === '' ? 'choose a page' : null);
    setError(problem);
    if (problem) return;
    onEdit(addRouteEdit(template.key, path, page, guard));
    setPath('');
  };
  return (
    <section aria-labelledby="settings-routes">
      <h3 id="settings-routes">Routes</h3>
      <p>The addresses this template&apos;s sites answer. A route added here is theirs only; a shared route hidden here answers the 404 page on them.</p>
      <FieldMessages id="routes-messages" problems={scope.problemsAt('/routes')} />
      <table aria-label="Routes of the template">
        <thead>
          <tr>
            <th scope="col">Path</th>
            <th scope="col">Page</th>
            <th scope="col">Written</th>
            <th scope="col">
              <span className="visually-hidden">Actions</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {template.routes.map((r) => {
            const own = isRecord(ownRoutes[r.path]);
            return (
              <tr key={r.path}>
                <td>
                  <code>{r.path}</code>
                </td>
                <td>{r.page}</td>
                <td>{own ? 'this template' : 'shared or inherited'}</td>
                <td>
                  {scope.readOnly ? null : own ? (
                    <button type="button" onClick={() => onEdit(clearRouteEdit(template.key, r.path))}>
                      Remove {r.path}
                    </button>
                  ) : (
                    <button type="button" onClick={() => onEdit(hideRouteEdit(template.key, r.path))}>
                      Hide {r.path}
                    </button>
                  )}
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
      {hidden.length > 0 ? (
        <>
          <h4>Hidden here</h4>
          <ul aria-label="Hidden routes">
            {hidden.map((p) => (
              <li key={p}>
                <code>{p}</code>{' '}
                {!scope.readOnly && isRecord(ownRoutes[p]) ? (
                  <button type="button" onClick={() => onEdit(clearRouteEdit(template.key, p))}>
                    Show {p} again
                  </button>
                ) : null}
              </li>
            ))}
          </ul>
        </>
      ) : null}
      {scope.readOnly ? null : (
        <form
          aria-label="Add a route"
          onSubmit={(e) => {
            e.preventDefault();
            add();
          }}
        >
          <label htmlFor="route-path">Path</label>
          <input
            id="route-path"
            type="text"
            value={path}
            placeholder="/winners"
            spellCheck={false}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? 'route-add-messages' : undefined}
            onChange={(e) => {
              setPath(e.target.value);
              setError(null);
            }}
          />
          <label htmlFor="route-page">Page</label>
          <select id="route-page" value={page} onChange={(e) => setPage(e.target.value)}>
            {pages.map((p) => (
              <option key={p} value={p}>
                {p}
              </option>
            ))}
          </select>
          <label htmlFor="route-guard">Who may open it</label>
          <select id="route-guard" value={guard} onChange={(e) => setGuard(GUARDS.find((g) => g === e.target.value) ?? 'none')}>
            <option value="none">anyone</option>
            <option value="auth">players only</option>
            <option value="guest">visitors only</option>
          </select>
          <button type="submit">Add route</button>
          <FieldMessages id="route-add-messages" error={error} />
        </form>
      )}
    </section>
  );
}
