/**
 * Brands (the fleet's sites) → the template each site uses, with its `extends` chain → the template's
 * layout and pages; a search over domains, template keys and labels, and page names. Templates no site
 * uses (the `_` bases, spares) are listed after the sites.
 */
import { useId, useMemo, useState } from 'react';
import type { Catalog, TemplateSummary } from '../../engine/studio/contract.ts';

export interface NavigatorProps {
  catalog: Catalog;
  template: string | null;
  page: string | null;
  onTemplate: (template: string) => void;
  onPage: (template: string, page: string) => void;
}

interface Entry {
  /** the site's domain, or null for a template without a site */
  domain: string | null;
  template: TemplateSummary;
}

export function entriesOf(catalog: Catalog, query: string): Entry[] {
  const byKey = new Map(catalog.templates.map((t) => [t.key, t]));
  const withSite = new Set<string>();
  const entries: Entry[] = [];
  for (const site of [...catalog.sites].sort((a, b) => a.domain.localeCompare(b.domain))) {
    const template = byKey.get(site.theme_code);
    if (!template) continue;
    withSite.add(template.key);
    entries.push({ domain: site.domain, template });
  }
  for (const template of [...catalog.templates].sort((a, b) => a.key.localeCompare(b.key)))
    if (!withSite.has(template.key)) entries.push({ domain: null, template });
  const q = query.trim().toLowerCase();
  if (!q) return entries;
  return entries
    .map((entry) => {
      const t = entry.template;
      const hit = [entry.domain ?? '', t.key, t.label, ...t.extends].some((text) => text.toLowerCase().includes(q));
      return hit ? entry : { ...entry, template: { ...t, pages: t.pages.filter((p) => p.toLowerCase().includes(q)) } };
    })
    .filter(
      (entry) => entry.template.pages.length > 0 || [entry.domain ?? '', entry.template.key, entry.template.label].some((s) => s.toLowerCase().includes(q)),
    );
}

export function Navigator({ catalog, template, page, onTemplate, onPage }: NavigatorProps) {
  const [query, setQuery] = useState('');
  const searchId = useId();
  const entries = useMemo(() => entriesOf(catalog, query), [catalog, query]);
  const searching = query.trim() !== '';

  return (
    <nav className="navigator" aria-label="Brands and templates">
      <label htmlFor={searchId} className="visually-hidden">
        Search brands, templates and pages
      </label>
      <input id={searchId} type="search" placeholder="Search brands, templates, pages" value={query} onChange={(e) => setQuery(e.target.value)} />
      {entries.length === 0 ? <p className="muted">Nothing matches “{query}”.</p> : null}
      <ul className="tree">
        {entries.map(({ domain, template: t }) => {
          const current = t.key === template;
          return (
            <li key={`${domain ?? ''}:${t.key}`}>
              <details open={current || searching}>
                <summary>
                  <span className="site">{domain ?? t.label}</span>
                  <span className="muted small"> {domain ? t.key : t.abstract ? 'base template' : 'no site'}</span>
                </summary>
                <button type="button" className="tree-item" aria-current={current && !page ? 'true' : undefined} onClick={() => onTemplate(t.key)}>
                  {t.label} <span className="muted small">({t.key})</span>
                </button>
                {t.extends.length > 0 ? <p className="muted small extends">extends {t.extends.join(' → ')}</p> : null}
                <p className="muted small">layout {t.layout}</p>
                <ul aria-label={`${t.key} pages`}>
                  {t.pages.map((p) => (
                    <li key={p}>
                      <button
                        type="button"
                        className="tree-item page"
                        aria-current={current && p === page ? 'page' : undefined}
                        onClick={() => onPage(t.key, p)}
                      >
                        {p}
                      </button>
                    </li>
                  ))}
                </ul>
              </details>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
