/**
 * Add a widget from the registry: a filterable list (name, description, a schematic) and where it
 * goes relative to the selected node. Choosing a widget inserts it; the palette never edits by itself.
 */
import { useId, useMemo, useState, type KeyboardEvent } from 'react';
import type { Position, WidgetEntry } from '../../engine/studio/contract.ts';
import { WidgetDetails } from '../catalogue/WidgetDetails.tsx';
import { WidgetPreview } from './WidgetPreview.tsx';

export interface PaletteProps {
  widgets: readonly WidgetEntry[];
  /** what the target is called, for the labels ("Hero #hero") */
  targetLabel: string;
  /** where a new widget may go relative to the target */
  positions: readonly Position[];
  onInsert: (widget: string, position: Position) => void;
  onClose: () => void;
}

const POSITION_TEXT: Record<Position, string> = {
  before: 'Before it',
  after: 'After it',
  firstIn: 'Inside, first',
  lastIn: 'Inside, last',
};

export function filterWidgets(widgets: readonly WidgetEntry[], query: string): WidgetEntry[] {
  const q = query.trim().toLowerCase();
  if (!q) return [...widgets];
  return widgets.filter((w) => w.name.toLowerCase().includes(q) || w.description.toLowerCase().includes(q));
}

export function Palette({ widgets, targetLabel, positions, onInsert, onClose }: PaletteProps) {
  const [query, setQuery] = useState('');
  const [position, setPosition] = useState<Position>(positions.find((p) => p === 'after') ?? positions.find((p) => p === 'lastIn') ?? positions[0] ?? 'lastIn');
  const shown = useMemo(() => filterWidgets(widgets, query), [widgets, query]);
  const headingId = useId();
  const name = useId();

  const onKeyDown = (e: KeyboardEvent) => {
    if (e.key === 'Escape') {
      e.stopPropagation();
      onClose();
    }
  };

  return (
    <section className="palette" aria-labelledby={headingId} onKeyDown={onKeyDown}>
      <h3 id={headingId}>Add a widget</h3>
      <fieldset className="palette-positions">
        <legend>Where, relative to {targetLabel}</legend>
        {positions.map((p) => (
          <label key={p}>
            <input type="radio" name={name} value={p} checked={position === p} onChange={() => setPosition(p)} />
            {POSITION_TEXT[p]}
          </label>
        ))}
      </fieldset>
      <label className="palette-filter">
        Filter widgets
        <input type="search" value={query} onChange={(e) => setQuery(e.target.value)} autoFocus />
      </label>
      <ul className="palette-list" aria-label="Widgets">
        {shown.map((w) => (
          <li key={w.name}>
            <button type="button" className="palette-item" onClick={() => onInsert(w.name, position)} aria-label={`Add ${w.name}: ${w.description}`}>
              <WidgetPreview widget={w} />
              <span className="palette-name">{w.name}</span>
              <span className="palette-description">{w.description}</span>
            </button>
            {/* issue 49: the catalogue's description, props and users, read before choosing */}
            <details className="palette-details">
              <summary>Props and brands of {w.name}</summary>
              <WidgetDetails widget={w} />
            </details>
          </li>
        ))}
      </ul>
      {shown.length === 0 && <p role="status">No widget matches “{query}”.</p>}
      <button type="button" onClick={onClose}>
        Close
      </button>
    </section>
  );
}
