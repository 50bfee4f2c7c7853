/**
 * Add a widget from the registry, in a dialog (issue 49, the widget catalogue): a searchable list
 * (name, description, a schematic; props, defaults and the brands using each) and where it goes
 * relative to the selected node. Choosing a widget inserts it; the palette never edits by itself.
 */
import { useId, useMemo, useState, type KeyboardEvent } from 'react';
import type { Position, WidgetEntry } from '../../engine/studio/contract.ts';
import { WidgetDetails } from '../catalogue/WidgetDetails.tsx';
import { searchCatalogue } from '../catalogue/search.ts';
import { Modal } from '../shell/Modal.tsx';
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

export function Palette({ widgets, targetLabel, positions, onInsert, onClose }: PaletteProps) {
  const [query, setQuery] = useState('');
  const [position, setPosition] = useState<Position>(positions.find((p) => p === 'after') ?? positions.find((p) => p === 'lastIn') ?? positions[0] ?? 'lastIn');
  const shown = useMemo(() => searchCatalogue(widgets, query), [widgets, query]);
  const headingId = useId();
  const name = useId();
  const countId = useId();

  // Arrow keys walk the widgets (and from the search box into them); Tab still reaches every control
  const onKeyDown = (e: KeyboardEvent) => {
    if (e.key !== 'ArrowDown' && e.key !== 'ArrowUp') return;
    const list = e.currentTarget.querySelectorAll<HTMLButtonElement>('.palette-item');
    const items = [...list];
    const at = items.findIndex((b) => b === document.activeElement);
    const inSearch = document.activeElement instanceof HTMLInputElement && document.activeElement.type === 'search';
    if (at === -1 && !inSearch) return;
    e.preventDefault();
    const next = at === -1 ? (e.key === 'ArrowDown' ? 0 : items.length - 1) : at + (e.key === 'ArrowDown' ? 1 : -1);
    items[Math.max(0, Math.min(items.length - 1, next))]?.focus();
  };

  return (
    <Modal labelledBy={headingId} onClose={onClose} wide>
      <section className="palette" aria-labelledby={headingId} onKeyDown={onKeyDown}>
        <h3 id={headingId}>Add a widget</h3>
        <label className="palette-filter">
          Filter widgets (name, description, prop or brand)
          <input type="search" value={query} onChange={(e) => setQuery(e.target.value)} aria-describedby={countId} />
        </label>
        <p id={countId} className="muted small" role="status">
          {shown.length === widgets.length ? `${widgets.length} widgets` : `${shown.length} of ${widgets.length} widgets`}
        </p>
        <fieldset className="palette-positions">
          <legend>Where, relative to {targetLabel}</legend>
          {positions.map((p) => (
            <label key={p}>
              <input type="radio" name={name} value={p} checked={position === p} onChange={() => setPosition(p)} />
              {POSITION_TEXT[p]}
            </label>
          ))}
        </fieldset>
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
        {shown.length === 0 && <p>No widget matches “{query}”.</p>}
        <button type="button" onClick={onClose}>
          Close
        </button>
      </section>
    </Modal>
  );
}
