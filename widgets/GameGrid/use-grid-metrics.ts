import { startTransition, useEffect, useState, type RefObject } from 'react';
import { DEFAULT_TILE_WIDTH } from '../_shared/games/GameTile.tsx';
import { IMAGE_RESIZE_DEBOUNCE_MS } from '../_shared/games/hooks.ts';

export interface GridMetrics {
  columns: number;
  tileWidth: number;
  rowHeight: number;
  /** the list's top from the top of the document */
  offset: number;
}

/** Read where layout is already done (a ResizeObserver callback): nothing here forces one. */
function measure(wrap: HTMLElement, list: HTMLElement): GridMetrics {
  const style = getComputedStyle(list);
  const columns = Math.max(1, style.gridTemplateColumns.split(' ').filter((s) => s && s !== 'none').length);
  const columnGap = parseFloat(style.columnGap) || 0;
  const rowGap = parseFloat(style.rowGap) || 0;
  const tileWidth = (list.clientWidth - columnGap * (columns - 1)) / columns || DEFAULT_TILE_WIDTH;
  const first = list.firstElementChild;
  const tileHeight = first instanceof HTMLElement ? first.offsetHeight : tileWidth;
  return { columns, tileWidth, rowHeight: Math.max(1, tileHeight + rowGap), offset: wrap.getBoundingClientRect().top + window.scrollY };
}

export const sameMetrics = (a: GridMetrics | null, b: GridMetrics): boolean =>
  a !== null &&
  a.columns === b.columns &&
  Math.abs(a.tileWidth - b.tileWidth) < 0.5 &&
  Math.abs(a.rowHeight - b.rowHeight) < 0.5 &&
  Math.abs(a.offset - b.offset) < 0.5;

/**
 * A grid's columns, tile and row size, from the CSS grid itself. Measured in a ResizeObserver's
 * callback, after the browser's own layout of the frame (a read during React's commit forced one: on a
 * throttled phone the grid coming alive under a tap spent ~150 ms there); the first size at once, later
 * ones (a resize, the list growing) after the §9 debounce. The update is a transition: tile images
 * take their measured size after the frame that answers a tap, never before it.
 */
export function useGridMetrics(wrapRef: RefObject<HTMLElement | null>, listRef: RefObject<HTMLElement | null>, enabled: boolean): GridMetrics | null {
  const [metrics, setMetrics] = useState<GridMetrics | null>(null);
  useEffect(() => {
    const wrap = wrapRef.current;
    const list = listRef.current;
    if (!enabled || !wrap || !list) return;
    const apply = () => {
      const next = measure(wrap, list);
      startTransition(() => setMetrics((prev) => (sameMetrics(prev, next) ? prev : next)));
    };
    if (typeof ResizeObserver === 'undefined') {
      apply();
      return;
    }
    let first = true;
    let timer: number | undefined;
    const observer = new ResizeObserver(() => {
      if (first) {
        first = false;
        apply();
        return;
      }
      window.clearTimeout(timer);
      timer = window.setTimeout(apply, IMAGE_RESIZE_DEBOUNCE_MS);
    });
    observer.observe(wrap);
    observer.observe(list);
    return () => {
      observer.disconnect();
      window.clearTimeout(timer);
    };
  }, [wrapRef, listRef, enabled]);
  return metrics;
}
