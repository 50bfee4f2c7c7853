import type { WidgetEntry } from '../../engine/studio/contract.ts';
import { isRecord } from '../../schemas/is-record.ts';

/** The words a widget is found by in the catalogue: its name, description, prop names and the brands that use it. */
function wordsOf(w: WidgetEntry): string {
  const props = isRecord(w.propsSchema['properties']) ? Object.keys(w.propsSchema['properties']) : [];
  return [w.name, w.description, ...props, ...(w.usedBy ?? [])].join(' ').toLowerCase();
}

/** The widgets whose words hold every word of the query (any order, any case); all of them for an empty query. */
export function searchCatalogue(widgets: readonly WidgetEntry[], query: string): WidgetEntry[] {
  const terms = query.trim().toLowerCase().split(/\s+/).filter(Boolean);
  if (terms.length === 0) return [...widgets];
  return widgets.filter((w) => {
    const words = wordsOf(w);
    return terms.every((t) => words.includes(t));
  });
}
