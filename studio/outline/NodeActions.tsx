/**
 * What can be done to the selected node: add a widget next to or inside it, duplicate it, remove it
 * (after a confirmation), or, for a read-only inherited node, give it an id in its base so it can be
 * patched. A viewer sees what is selected and why it is read-only, and no control that changes anything.
 */
import { useEffect, useId, useRef, useState } from 'react';
import { OUTLET } from '../../schemas/outlet.ts';
import type { Edit, PageView, Position, WidgetEntry } from '../../engine/studio/contract.ts';
import type { Permissions } from '../panels.ts';
import { Palette } from './Palette.tsx';
import { labelOf, suggestId, type Row } from './tree-rows.ts';

export interface NodeActionsProps {
  view: PageView;
  /** the selected node's row, or null: then new widgets go at the end of the page */
  row: Row | null;
  widgets: readonly WidgetEntry[];
  permissions: Permissions;
  confirmRemove: boolean;
  onConfirmRemove: (ask: boolean) => void;
  onInsert: (widget: string, target: string, position: Position) => void;
  onEdit: (edit: Edit) => void;
  /** a dialog closed: focus goes back to the tree */
  onDone: () => void;
}

/** Where a new widget may go relative to a node: beside it unless it is a tree's root, inside it when it is a container. */
export function insertPositions(row: Row | null, view: PageView, widgets: readonly WidgetEntry[]): Position[] {
  const node = row?.node ?? view.pageRoot;
  if (node.mode === 'readonly') return [];
  const positions: Position[] = [];
  if (row?.parent) positions.push('before', 'after');
  if (widgets.find((w) => w.name === node.widget)?.container) positions.push('firstIn', 'lastIn');
  return positions;
}

export function NodeActions({ view, row, widgets, permissions, confirmRemove, onConfirmRemove, onInsert, onEdit, onDone }: NodeActionsProps) {
  const [palette, setPalette] = useState(false);
  const confirmText = useId();
  const cancelRef = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (confirmRemove) cancelRef.current?.focus();
  }, [confirmRemove]);

  const node = row?.node ?? null;
  const target = node ?? view.pageRoot;
  const base = { template: view.template, page: view.page };
  const positions = insertPositions(row, view, widgets);
  const changeable = permissions.edit && node !== null && node.mode !== 'readonly' && row?.parent !== null && node.widget !== OUTLET;

  return (
    <section className="node-actions" aria-label="Selected widget">
      <p className="node-actions-selected">{node ? `Selected: ${labelOf(node)}` : 'Nothing selected: new widgets go at the end of the page.'}</p>
      {node?.mode === 'readonly' && (
        <div className="node-readonly">
          <p>{node.readonlyReason ?? 'This node is inherited and has no id, so this template cannot change it.'}</p>
          {permissions.edit && (
            <button type="button" onClick={() => onEdit({ op: 'giveId', ...base, node: node.key, id: suggestId(view, node) })}>
              Give it an id (“{suggestId(view, node)}”)
            </button>
          )}
        </div>
      )}
      {permissions.edit && (
        <div className="node-actions-buttons" role="group" aria-label="Change the outline">
          <button type="button" aria-expanded={palette} disabled={positions.length === 0} onClick={() => setPalette((p) => !p)}>
            Add widget…
          </button>
          {changeable && node && (
            <>
              <button type="button" onClick={() => onEdit({ op: 'duplicate', ...base, node: node.key })}>
                Duplicate
              </button>
              <button type="button" onClick={() => onConfirmRemove(true)}>
                Remove…
              </button>
            </>
          )}
        </div>
      )}
      {permissions.edit && positions.length === 0 && (
        <p className="node-actions-hint">
          {target.mode === 'readonly' ? `Nothing can be added in ${labelOf(target)}: it is read-only here.` : `Nothing can be added beside ${labelOf(target)}.`}{' '}
          Select another widget to add one beside it.
        </p>
      )}
      {permissions.edit && palette && positions.length > 0 && (
        <Palette
          widgets={widgets}
          targetLabel={labelOf(target)}
          positions={positions}
          onInsert={(widget, position) => {
            onInsert(widget, target.key, position);
            setPalette(false);
            onDone();
          }}
          onClose={() => {
            setPalette(false);
            onDone();
          }}
        />
      )}
      {permissions.edit && confirmRemove && node && (
        <div
          role="alertdialog"
          aria-labelledby={confirmText}
          className="confirm"
          onKeyDown={(e) => {
            if (e.key !== 'Escape') return;
            onConfirmRemove(false);
            onDone();
          }}
        >
          <p id={confirmText}>
            Remove {labelOf(node)}
            {node.children.length > 0 ? ' and everything inside it' : ''}?
          </p>
          <button type="button" onClick={() => onEdit({ op: 'remove', ...base, node: node.key })}>
            Remove
          </button>
          <button
            type="button"
            ref={cancelRef}
            onClick={() => {
              onConfirmRemove(false);
              onDone();
            }}
          >
            Cancel
          </button>
        </div>
      )}
    </section>
  );
}
