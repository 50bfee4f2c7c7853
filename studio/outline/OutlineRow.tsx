/**
 * One row of the outline: an ARIA treeitem that is also a dnd-kit sortable item. The row is the drag
 * source itself (pointer, or Space with the keyboard sensor), so the tree keeps one tab stop.
 */
import { useSortable } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { useContext, type KeyboardEvent } from 'react';
import { OthersOnNodes } from '../together/OthersContext.ts';
import type { StudioProblem } from '../../engine/studio/contract.ts';
import { modeBadge, whenLabel, type Row } from './tree-rows.ts';

export interface OutlineRowProps {
  row: Row;
  tabbable: boolean;
  selected: boolean;
  expanded: boolean;
  movable: boolean;
  problems: readonly StudioProblem[];
  /** handles the key and answers whether it did; Space falls through to the drag sensor */
  onKey: (e: KeyboardEvent, row: Row) => boolean;
  onFocusRow: (key: string) => void;
  onSelect: (key: string) => void;
  onToggle: (key: string) => void;
  setRef: (key: string, el: HTMLElement | null) => void;
  describedBy: string;
}

export function problemText(problems: readonly StudioProblem[]): string {
  const errors = problems.filter((p) => p.severity === 'error').length;
  const warnings = problems.length - errors;
  return [errors && `${errors} error${errors > 1 ? 's' : ''}`, warnings && `${warnings} warning${warnings > 1 ? 's' : ''}`].filter(Boolean).join(', ');
}

export function OutlineRow({
  row,
  tabbable,
  selected,
  expanded,
  movable,
  problems,
  onKey,
  onFocusRow,
  onSelect,
  onToggle,
  setRef,
  describedBy,
}: OutlineRowProps) {
  const { node } = row;
  const { setNodeRef, listeners, transform, transition, isDragging } = useSortable({ id: node.key, disabled: !movable });
  const badge = modeBadge(node);
  const when = whenLabel(node.when);
  const hasChildren = row.childCount > 0;
  const others = useContext(OthersOnNodes).get(node.key) ?? [];

  return (
    <li
      ref={(el) => {
        setNodeRef(el);
        setRef(node.key, el);
      }}
      role="treeitem"
      aria-level={row.level}
      aria-setsize={row.siblings.length}
      aria-posinset={row.index + 1}
      aria-selected={selected}
      aria-expanded={hasChildren ? expanded : undefined}
      aria-describedby={describedBy}
      tabIndex={tabbable ? 0 : -1}
      className="outline-row"
      data-key={node.key}
      data-dragging={isDragging || undefined}
      style={{ paddingInlineStart: `${(row.level - 1) * 16 + 4}px`, transform: CSS.Translate.toString(transform), transition }}
      onPointerDown={(e) => listeners?.onPointerDown?.(e)}
      onFocus={(e) => {
        if (e.target === e.currentTarget) onFocusRow(node.key);
      }}
      onClick={() => onSelect(node.key)}
      onKeyDown={(e) => {
        if (e.target !== e.currentTarget) return;
        if (!onKey(e, row) && movable) listeners?.onKeyDown?.(e);
      }}
    >
      <span
        className="outline-toggle"
        aria-hidden="true"
        onClick={(e) => {
          e.stopPropagation();
          if (hasChildren) onToggle(node.key);
        }}
      >
        {hasChildren ? (expanded ? '▾' : '▸') : ''}
      </span>
      {/* the row's name is its visible text (axe: label-content-name-mismatch), so the parts are spaced as read */}
      <span className="outline-widget">{node.widget}</span>
      {node.id && (
        <>
          {' '}
          <span className="outline-id">#{node.id}</span>
        </>
      )}
      {badge && (
        <>
          {' '}
          <span className={`badge badge-${badge}`} title={node.readonlyReason}>
            {badge}
          </span>
        </>
      )}
      {when && (
        <>
          {' '}
          <span className="badge badge-when">{when}</span>
        </>
      )}
      {others.length > 0 && (
        <>
          {' '}
          <span className="outline-others" title={`${others.join(', ')} selected this`}>
            <span aria-hidden="true">●</span> {others.join(', ')}
          </span>
        </>
      )}
      {problems.length > 0 && (
        <>
          {' '}
          <span className="outline-problems" title={problems.map((p) => p.message).join('\n')}>
            <span aria-hidden="true">⚠</span> {problemText(problems)}
          </span>
        </>
      )}
    </li>
  );
}
