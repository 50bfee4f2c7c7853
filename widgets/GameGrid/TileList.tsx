import { memo, useEffect, useRef, useState, type ComponentType, type ReactNode } from 'react';
import type { Game } from '../../schemas/api/game.ts';
import { DEFAULT_TILE_WIDTH } from '../_shared/games/GameTile.tsx';
import { useMounted } from '../_shared/games/hooks.ts';
import type { RowWindow, VirtualRowsProps } from './VirtualRows.tsx';
import { pageWindow } from './page-window.ts';
import { useGridMetrics } from './use-grid-metrics.ts';

/** Above this many games only the rows near the viewport are in the DOM. */
export const VIRTUALIZE_AFTER = 60;

type VirtualRowsComponent = ComponentType<VirtualRowsProps>;
let virtualRows: VirtualRowsComponent | null = null;
/**
 * The virtualiser (~8 kB gz) is fetched by the first list long enough to need it, not with the grid;
 * or as the rest of a category is fetched (the grid asks), so a filter waits on one download, not two in a row.
 */
export const loadVirtualRows = (): Promise<VirtualRowsComponent> =>
  import('./VirtualRows.tsx').then((m) => {
    virtualRows = m.VirtualRows;
    return m.VirtualRows;
  });

/**
 * The tiles of a grid. The server (and the render that hydrates) shows the first `initial` games;
 * once mounted, a long list is virtualised by rows against the window's scroll, so the number of
 * tile nodes stays bounded however many thousands of games the category holds. Tile and row sizes
 * come from the CSS grid itself (columns per breakpoint; use-grid-metrics.ts).
 * The virtualiser's code (VirtualRows) loads once a list is long.
 * Memoised: a filter's urgent render (the pressed chip, Component.tsx) leaves the tiles as they are.
 */
export const TileList = memo(function TileList({
  games,
  initial,
  className,
  renderTile,
}: {
  games: readonly Game[];
  initial: number;
  className: string;
  /** `index`: the game's place in the whole list, whichever rows are drawn */
  renderTile(game: Game, width: number, index: number): ReactNode;
}) {
  const wrapRef = useRef<HTMLDivElement>(null);
  const listRef = useRef<HTMLUListElement>(null);
  const mounted = useMounted();
  const metrics = useGridMetrics(wrapRef, listRef, mounted);
  const long = games.length > VIRTUALIZE_AFTER;
  const [VirtualRows, setVirtualRows] = useState<VirtualRowsComponent | null>(() => virtualRows);
  const [rowWindow, setRowWindow] = useState<RowWindow | null>(null);
  const windowed = mounted && long && metrics !== null && VirtualRows !== null;
  const virtual = windowed && rowWindow !== null;

  useEffect(() => {
    if (!long || VirtualRows) return;
    let live = true;
    void loadVirtualRows().then(
      (component) => live && setVirtualRows(() => component),
      // without it the list stays at its first screenful, as the server rendered it
      (error: unknown) => console.error('GameGrid: the virtualiser failed to load', error),
    );
    return () => {
      live = false;
    };
  }, [long, VirtualRows]);

  const columns = metrics?.columns ?? 1;
  const rowHeight = metrics?.rowHeight ?? DEFAULT_TILE_WIDTH;
  const offset = metrics?.offset ?? 0;
  const rows =
    windowed && VirtualRows ? <VirtualRows rows={Math.ceil(games.length / columns)} rowHeight={rowHeight} offset={offset} onWindow={setRowWindow} /> : null;

  const tileWidth = metrics?.tileWidth ?? DEFAULT_TILE_WIDTH;
  if (!virtual || !rowWindow) {
    const shown = !mounted || long ? games.slice(0, initial) : games;
    return (
      <div ref={wrapRef} className="w-tiles">
        <ul ref={listRef} className={className}>
          {shown.map((g, i) => renderTile(g, tileWidth, i))}
        </ul>
        {rows}
      </div>
    );
  }
  // whole pages of `initial` games: at the top of a list, the tiles the server drew
  const drawn = pageWindow(rowWindow, initial, columns, Math.ceil(games.length / columns), rowHeight);
  return (
    <div ref={wrapRef} className="w-tiles w-tiles--virtual" style={{ height: drawn.total }}>
      <ul ref={listRef} className={className} style={{ transform: `translateY(${drawn.top}px)` }}>
        {games.slice(drawn.first * columns, (drawn.last + 1) * columns).map((g, i) => renderTile(g, tileWidth, drawn.first * columns + i))}
      </ul>
      {rows}
    </div>
  );
});
