import { useLayoutEffect } from 'react';
import { useWindowVirtualizer } from '@tanstack/react-virtual';

/**
 * Rows kept beyond each edge of the viewport; the tile list widens the window to whole pages of
 * `initial` games (page-window.ts), which is most of the overscan, so one row here starts the next
 * page a row before it scrolls in.
 */
const OVERSCAN_ROWS = 1;

/** The rows of a virtualised list near the viewport, and where they sit. */
export interface RowWindow {
  first: number;
  last: number;
  /** the first row's top from the list's top */
  top: number;
  /** the whole list's height */
  total: number;
}

export interface VirtualRowsProps {
  rows: number;
  rowHeight: number;
  /** the list's top from the top of the document */
  offset: number;
  onWindow(window: RowWindow): void;
}

/**
 * The window's scroll turned into the rows to render (TanStack Virtual). It renders nothing: the
 * tile list keeps its own DOM and renders the rows it is told, so the virtualiser's code is fetched
 * only by a list long enough to need it, and switching to it recreates no tile.
 */
export function VirtualRows({ rows, rowHeight, offset, onWindow }: VirtualRowsProps) {
  const virtualizer = useWindowVirtualizer({
    count: rows,
    estimateSize: () => rowHeight,
    overscan: OVERSCAN_ROWS,
    scrollMargin: offset,
  });

  useLayoutEffect(() => {
    virtualizer.measure();
  }, [virtualizer, rowHeight, rows]);

  const items = virtualizer.getVirtualItems();
  const first = items[0]?.index ?? 0;
  const last = items.at(-1)?.index ?? -1;
  const top = items[0] ? items[0].start - offset : 0;
  const total = virtualizer.getTotalSize();
  useLayoutEffect(() => onWindow({ first, last, top, total }), [first, last, top, total, onWindow]);
  return null;
}
