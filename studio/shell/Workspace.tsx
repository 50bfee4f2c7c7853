/**
 * The stage and the fields of the studio: the draft's preview in the centre (placed there by
 * studio/styles.css, issue 49 part 8) and, on the right, the selected page's outline and the selected
 * node's inspector (or the template's settings). The panels (studio/panels.ts) get the store's state
 * as props and report edits; only the store calls the API.
 */
import { useCallback, useMemo, useState } from 'react';
import { useShallow } from 'zustand/react/shallow';
import type { Edit } from '../../engine/studio/contract.ts';
import { Inspector } from '../inspector/Inspector.tsx';
import { OthersOnNodes } from '../together/OthersContext.ts';
import { othersOnNodes } from '../together/others.ts';
import { Outline } from '../outline/Outline.tsx';
import { Preview } from '../preview/Preview.tsx';
import { TemplateSettings } from '../settings/TemplateSettings.tsx';
import { previewTargeting } from '../preview/targeting-options.ts';
import { useStudio, useStudioStore } from '../state/context.tsx';
import { previewBreakpoint, previewLanguages } from '../state/preview-view.ts';
import { templateLayers } from '../state/template-layers.ts';
import { nodeByKey, problemsOfNode } from '../state/view-nodes.ts';
import { BottomTabs } from './BottomTabs.tsx';

export function Workspace() {
  const store = useStudioStore();
  const catalog = useStudio((s) => s.catalog);
  const selection = useStudio((s) => s.selection);
  const view = useStudio((s) => s.view);
  const draft = useStudio((s) => s.draft);
  const expecting = useStudio((s) => s.expecting);
  const lint = useStudio((s) => s.lint);
  const others = useStudio((s) => s.others);
  const permissions = useStudio(useShallow((s) => s.permissions()));
  const [tab, setTab] = useState('page');
  const template = catalog?.templates.find((t) => t.key === selection.template);
  const problems = lint?.problems ?? [];
  const onEdit = (edit: Edit) => void store.getState().edit(edit);
  const node = view ? nodeByKey(view, selection.node) : undefined;
  // stable callbacks: the preview asks for a new link (and reloads) when previewLink changes
  const previewLink = useCallback((site: string) => store.getState().previewLink(site), [store]);
  const onSelect = useCallback((key: string) => store.getState().selectNode(key), [store]);
  const onPath = useCallback((path: string) => store.getState().setPath(path), [store]);
  const onLanguage = useCallback((language: string) => store.getState().setLanguage(language), [store]);
  const onAs = useCallback((as: 'guest' | 'player') => store.getState().setAs(as), [store]);
  const onBreakpoint = useCallback((name: string) => store.getState().setBreakpoint(name), [store]);
  const targeting = useMemo(
    () => (draft && template && catalog ? previewTargeting(templateLayers(draft.files, template, catalog.templates).merged, draft.files) : undefined),
    [draft, template, catalog],
  );

  const page = (
    <>
      {template && !selection.page ? <p className="empty">Choose one of {template.key}’s pages in the navigator.</p> : null}
      {template && selection.page && !view ? <p role="status">Reading the page…</p> : null}
      {view && catalog ? (
        <div className="page-panels">
          <OthersOnNodes.Provider value={othersOnNodes(others, selection.template, selection.page)}>
            <Outline
              view={view}
              widgets={catalog.widgets}
              selected={selection.node}
              onSelect={(key) => store.getState().selectNode(key)}
              onEdit={onEdit}
              permissions={permissions}
              problems={problems}
            />
          </OthersOnNodes.Provider>
          {node ? (
            <Inspector
              view={view}
              node={node}
              widget={catalog.widgets.find((w) => w.name === node.widget)}
              breakpoint={selection.breakpoint}
              breakpoints={view.breakpoints}
              onBreakpoint={(name) => store.getState().setBreakpoint(name)}
              onEdit={onEdit}
              permissions={permissions}
              problems={problemsOfNode(problems, node)}
              searchMessages={(query) => store.getState().searchMessages(query)}
              assets={() => store.getState().assets()}
            />
          ) : (
            <p className="empty">Select a node in the outline (or in the preview) to edit it.</p>
          )}
        </div>
      ) : null}
    </>
  );

  return (
    <>
      <main className="column-center" aria-label="Page">
        {!template || !catalog ? (
          <p className="empty">Select a brand’s page in the navigator.</p>
        ) : (
          <>
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
            <BottomTabs
              label="Page or template"
              current={tab}
              onChange={setTab}
              tabs={[
                { id: 'page', label: 'Page', content: page },
                {
                  id: 'settings',
                  label: 'Template settings',
                  content: draft ? (
                    <TemplateSettings
                      catalog={catalog}
                      template={template}
                      {...templateLayers(draft.files, template, catalog.templates)}
                      onEdit={onEdit}
                      permissions={permissions}
                      problems={problems}
                    />
                  ) : (
                    <p className="empty">The live revision, read-only: a draft shared with you (the Review queue) shows its settings.</p>
                  ),
                },
              ]}
            />
          </>
        )}
      </main>
      <div className="column-right">
        {template && catalog && draft && view ? (
          <Preview
            draftId={draft.id}
            version={expecting ?? draft.version}
            template={template}
            path={selection.path}
            onPath={onPath}
            breakpoint={previewBreakpoint(template, selection.breakpoint)}
            language={selection.language}
            languages={previewLanguages(catalog, template, selection)}
            onLanguage={onLanguage}
            as={selection.as}
            onAs={onAs}
            selected={selection.node}
            onSelect={onSelect}
            previewLink={previewLink}
            onBreakpoint={onBreakpoint}
            {...(targeting ? { targeting } : {})}
          />
        ) : (
          <p className="empty">
            {template && selection.page && !draft
              ? 'The live revision is the player site itself: a draft shared with you (the Review queue) is previewed here.'
              : 'The preview of the selected page.'}
          </p>
        )}
      </div>
    </>
  );
}
