/**
 * The outline panel (issue 30, part 2): the layout tree with the page inside its Outlet, as an ARIA
 * tree with one tab stop. Arrows move focus, Enter selects, Alt+Arrow moves the focused widget among
 * its siblings (or in and out of a container), Space picks it up for dnd-kit's keyboard drag, Delete
 * asks to remove it. Every change is reported as an `Edit`; the panel changes nothing itself.
 */
import { DndContext, KeyboardSensor, PointerSensor, closestCenter, useSensor, useSensors, type Announcements, type DragEndEvent } from '@dnd-kit/core';
import { SortableContext, sortableKeyboardCoordinates, verticalListSortingStrategy } from '@dnd-kit/sortable';
import { useEffect, useId, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { OUTLET } from '../../schemas/outlet.ts';
import type { Edit, PageView, Position } from '../../engine/studio/contract.ts';
import type { OutlineProps } from '../panels.ts';
import { NodeActions } from './NodeActions.tsx';
import { OutlineRow } from './OutlineRow.tsx';
import { dropMove, keyboardMove, labelOf, problemsByNode, rowsOf, type Direction, type Move, type Row } from './tree-rows.ts';
import './outline.css';

const ALT_KEYS: Record<string, Direction> = { ArrowUp: 'up', ArrowDown: 'down', ArrowLeft: 'outdent', ArrowRight: 'indent' };
const DIRECTION_TEXT: Record<Direction, string> = { up: 'up', down: 'down', indent: 'into the container above', outdent: 'out of its container' };

export function Outline({ view, widgets, selected, onSelect, onEdit, permissions, problems }: OutlineProps) {
  const [collapsed, setCollapsed] = useState<ReadonlySet<string>>(new Set());
  const rows = useMemo(() => rowsOf(view, collapsed), [view, collapsed]);
  const allRows = useMemo(() => rowsOf(view), [view]);
  const marks = useMemo(() => problemsByNode(view, problems), [view, problems]);
  const [focus, setFocus] = useState<{ key: string; id?: string; index: number } | null>(null);
  const [status, setStatus] = useState('');
  const [dragging, setDragging] = useState(false);
  const refs = useRef(new Map<string, HTMLElement>());
  // focus follows a row after the keyboard moved it there, or after an edit replaced the view (keys change)
  const pendingFocus = useRef<PageView | 'now' | null>(null);
  const instructions = useId();

  const current = useMemo(() => {
    if (focus) {
      // an id outlives an edit; a key names a place, which a move gives to another node
      const byId = focus.id ? rows.find((r) => r.node.id === focus.id) : undefined;
      return byId ?? rows.find((r) => r.node.key === focus.key) ?? rows[Math.min(focus.index, rows.length - 1)];
    }
    return rows.find((r) => r.node.key === selected) ?? rows[0];
  }, [focus, rows, selected]);

  useEffect(() => {
    const pending = pendingFocus.current;
    if (!current || pending === null || (pending !== 'now' && pending === view)) return;
    pendingFocus.current = null;
    refs.current.get(current.node.key)?.focus();
  }, [current, view]);

  const focusRow = (row: Row | undefined) => {
    if (!row) return;
    setFocus({ key: row.node.key, id: row.node.id, index: rows.indexOf(row) });
    pendingFocus.current = 'now';
  };

  const base = { template: view.template, page: view.page };
  const movable = (row: Row) => permissions.edit && row.node.mode !== 'readonly' && row.parent !== null;
  const emitMove = (row: Row, move: Move) => {
    onEdit({ op: 'move', ...base, node: row.node.key, target: move.target, position: move.position });
    pendingFocus.current = view;
  };

  const toggle = (key: string) =>
    setCollapsed((old) => {
      const next = new Set(old);
      if (!next.delete(key)) next.add(key);
      return next;
    });

  const [confirmRemove, setConfirmRemove] = useState<string | null>(null);

  const onKey = (e: KeyboardEvent, row: Row): boolean => {
    // while dnd-kit's keyboard sensor holds a drag, the arrows and Space are its
    if (dragging) return true;
    const i = rows.indexOf(row);
    const expanded = row.childCount > 0 && !collapsed.has(row.node.key);
    if (e.altKey) {
      const direction = ALT_KEYS[e.key];
      if (!direction) return false;
      e.preventDefault();
      if (!movable(row)) {
        setStatus(`${labelOf(row.node)} cannot be moved here.`);
        return true;
      }
      const move = keyboardMove(row, direction, widgets);
      if (move) {
        emitMove(row, move);
        setStatus(`Moved ${labelOf(row.node)} ${DIRECTION_TEXT[direction]}.`);
      } else setStatus(`${labelOf(row.node)} cannot move ${DIRECTION_TEXT[direction]}.`);
      return true;
    }
    const handled = (() => {
      switch (e.key) {
        case 'ArrowDown':
          focusRow(rows[i + 1]);
          return true;
        case 'ArrowUp':
          focusRow(rows[i - 1]);
          return true;
        case 'Home':
          focusRow(rows[0]);
          return true;
        case 'End':
          focusRow(rows[rows.length - 1]);
          return true;
        case 'ArrowRight':
          if (row.childCount > 0 && !expanded) toggle(row.node.key);
          else if (expanded) focusRow(rows[i + 1]);
          return true;
        case 'ArrowLeft':
          if (expanded) toggle(row.node.key);
          else focusRow(rows.find((r) => r.node.key === row.displayParent));
          return true;
        case 'Enter':
          onSelect(row.node.key);
          return true;
        case ' ':
          if (movable(row)) return false;
          onSelect(row.node.key);
          return true;
        case 'Delete':
          if (movable(row) && row.node.widget !== OUTLET) {
            onSelect(row.node.key);
            setConfirmRemove(row.node.key);
          }
          return true;
        default:
          return false;
      }
    })();
    if (handled) e.preventDefault();
    return handled;
  };

  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    // Enter stays "select" (the tree's own key); Space picks up and drops
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates, keyboardCodes: { start: ['Space'], cancel: ['Escape'], end: ['Space'] } }),
  );
  const nameOf = (key: string | number) => {
    const node = allRows.find((r) => r.node.key === key)?.node;
    return node ? labelOf(node) : String(key);
  };
  const announcements: Announcements = {
    onDragStart: ({ active }) => `Picked up ${nameOf(active.id)}. Arrow keys move it, Space drops it, Escape cancels.`,
    onDragOver: ({ active, over }) => (over ? `${nameOf(active.id)} is over ${nameOf(over.id)}.` : `${nameOf(active.id)} is not over a place it can go.`),
    onDragEnd: ({ active, over }) => (over ? `Dropped ${nameOf(active.id)} by ${nameOf(over.id)}.` : `Dropped ${nameOf(active.id)}.`),
    onDragCancel: ({ active }) => `Moving ${nameOf(active.id)} was cancelled.`,
  };
  const onDragEnd = ({ active, over }: DragEndEvent) => {
    setDragging(false);
    if (!over) return;
    const row = allRows.find((r) => r.node.key === active.id);
    const move = dropMove(allRows, String(active.id), String(over.id));
    if (row && move) emitMove(row, move);
  };

  const selectedRow = allRows.find((r) => r.node.key === selected) ?? null;
  const insert = (widget: string, target: string, position: Position) => onEdit({ op: 'insert', ...base, widget, target, position } satisfies Edit);

  return (
    <div className="outline">
      <p id={instructions} className="outline-help">
        {permissions.edit
          ? 'Arrow keys move through the outline, Enter selects. Alt+Arrow keys move the widget; Space picks it up to drag; Delete removes it.'
          : 'Arrow keys move through the outline, Enter selects. You can view this template but not change it.'}
      </p>
      <DndContext
        sensors={sensors}
        collisionDetection={closestCenter}
        accessibility={{
          announcements,
          screenReaderInstructions: { draggable: 'Space picks up the widget; arrow keys move it; Space drops it; Escape cancels.' },
        }}
        onDragStart={() => setDragging(true)}
        onDragCancel={() => setDragging(false)}
        onDragEnd={onDragEnd}
      >
        <SortableContext items={rows.map((r) => r.node.key)} strategy={verticalListSortingStrategy}>
          <ul role="tree" aria-label={`Outline of ${view.page} in ${view.layout}`} className="outline-tree">
            {rows.map((row) => (
              <OutlineRow
                key={row.node.key}
                row={row}
                tabbable={row === current}
                selected={row.node.key === selected}
                expanded={!collapsed.has(row.node.key)}
                movable={movable(row)}
                problems={marks.get(row.node.key) ?? []}
                onKey={onKey}
                onFocusRow={(key) => setFocus({ key, id: row.node.id, index: rows.indexOf(row) })}
                onSelect={onSelect}
                onToggle={toggle}
                setRef={(key, el) => (el ? refs.current.set(key, el) : refs.current.delete(key))}
                describedBy={instructions}
              />
            ))}
          </ul>
        </SortableContext>
      </DndContext>
      <p role="status" className="outline-status">
        {status}
      </p>
      <NodeActions
        view={view}
        row={selectedRow}
        widgets={widgets}
        permissions={permissions}
        confirmRemove={confirmRemove === selected}
        onConfirmRemove={(ask) => setConfirmRemove(ask ? selected : null)}
        onInsert={insert}
        onEdit={(edit) => {
          onEdit(edit);
          if (edit.op === 'remove') {
            setConfirmRemove(null);
            pendingFocus.current = view;
          }
        }}
        onDone={() => {
          if (current) refs.current.get(current.node.key)?.focus();
        }}
      />
    </div>
  );
}
