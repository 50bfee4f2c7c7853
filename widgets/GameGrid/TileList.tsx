import { useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import { useWindowVirtualizer } from '@tanstack/react-virtual';
import type { Game } from '../../schemas/api/game.ts';
import { DEFAULT_TILE_WIDTH } from '../_shared/games/GameTile.tsx';
import { useDebouncedWidth, useMounted } from '../_shared/games/hooks.ts';

/** Above this many games only the rows near the viewport are in the DOM. */
export const VIRTUALIZE_AFTER = 60;
/** Rows kept beyond each edge of the viewport, so a fast scroll rarely shows an empty row. */
const OVERSCAN_ROWS = 3;

interface Metrics {
  columns: number;
  tileWidth: number;
  rowHeight: number;
  /** the list's top from the top of the document */
  offset: number;
}

// Server render has no layout: the isomorphic no-op keeps React from warning there.
const useClientLayoutEffect = typeof window === 'undefined' ? () => {} : useLayoutEffect;

function measure(wrap: HTMLElement, list: HTMLElement): Metrics {
  const style = getComputedStyle(list);
  const columns = Math.max(1, style.gridTemplateColumns.split(' ').filter((s) => s && s !== 'none').length);
  const columnGap = parseFloat(style.columnGap) || 0;
  const rowGap = parseFloat(style.rowGap) || 0;
  const tileWidth = (list.clientWidth - columnGap * (columns - 1)) / columns || DEFAULT_TILE_WIDTH;
  const first = list.firstElementChild;
  const tileHeight = first instanceof HTMLElement ? first.offsetHeight : tileWidth;
  return { columns, tileWidth, rowHeight: Math.max(1, tileHeight + rowGap), offset: wrap.getBoundingClientRect().top + window.scrollY };
}

/**
 * The tiles of a grid. The server (and the render that hydrates) shows the first `initial` games;
 * once mounted, a long list is virtualised by rows against the window's scroll, so the number of
 * tile nodes stays bounded however many thousands of games the category holds. Tile and row sizes
 * come from the CSS grid itself (columns per breakpoint), re-measured on a debounced resize.
 */
export function TileList({
  games,
  initial,
  className,
  renderTile,
}: {
  games: readonly Game[];
  initial: number;
  className: string;
  renderTile(game: Game, width: number): ReactNode;
}) {
  const wrapRef = useRef<HTMLDivElement>(null);
  const listRef = useRef<HTMLUListElement>(null);
  const mounted = useMounted();
  const width = useDebouncedWidth(wrapRef);
  const [metrics, setMetrics] = useState<Metrics | null>(null);
  const long = games.length > VIRTUALIZE_AFTER;
  const virtual = mounted && long && metrics !== null;

  useClientLayoutEffect(() => {
    const wrap = wrapRef.current;
    const list = listRef.current;
    if (!mounted || !wrap || !list || games.length === 0) return;
    const next = measure(wrap, list);
    setMetrics((prev) =>
      prev &&
      prev.columns === next.columns &&
      Math.abs(prev.tileWidth - next.tileWidth) < 0.5 &&
      Math.abs(prev.rowHeight - next.rowHeight) < 0.5 &&
      Math.abs(prev.offset - next.offset) < 0.5
        ? prev
        : next,
    );
  }, [mounted, width, games.length, metrics === null]);

  const columns = metrics?.columns ?? 1;
  const rowHeight = metrics?.rowHeight ?? DEFAULT_TILE_WIDTH;
  const virtualizer = useWindowVirtualizer({
    count: virtual ? Math.ceil(games.length / columns) : 0,
    estimateSize: () => rowHeight,
    overscan: OVERSCAN_ROWS,
    scrollMargin: metrics?.offset ?? 0,
  });

  useClientLayoutEffect(() => {
    virtualizer.measure();
  }, [virtualizer, rowHeight, columns]);

  const tileWidth = metrics?.tileWidth ?? DEFAULT_TILE_WIDTH;
  if (!virtual) {
    const shown = !mounted || long ? games.slice(0, initial) : games;
    return (
      <div ref={wrapRef} className="w-tiles">
        <ul ref={listRef} className={className}>
          {shown.map((g) => renderTile(g, tileWidth))}
        </ul>
      </div>
    );
  }
  const rows = virtualizer.getVirtualItems();
  const firstRow = rows[0]?.index ?? 0;
  const lastRow = rows.at(-1)?.index ?? -1;
  const top = rows[0] ? rows[0].start - (metrics?.offset ?? 0) : 0;
  return (
    <div ref={wrapRef} className="w-tiles w-tiles--virtual" style={{ height: virtualizer.getTotalSize() }}>
      <ul ref={listRef} className={className} style={{ transform: `translateY(${top}px)` }}>
        {games.slice(firstRow * columns, (lastRow + 1) * columns).map((g) => renderTile(g, tileWidth))}
      </ul>
    </div>
  );
}
