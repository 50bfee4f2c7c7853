import type { RowWindow } from './VirtualRows.tsx';

/**
 * The rows a virtualised grid draws, in whole pages of `initial` games: the server draws the first
 * `initial` tiles, and so does the client at the top of any list it virtualises (a provider chosen,
 * a search, the whole category), so the page size has one source, the grid's `initial` prop. The
 * virtualiser's window (the rows near the viewport) is widened to the pages it touches; a page
 * boundary moves only once per page scrolled, and the rest of a page is the overscan.
 */
export function pageWindow(window: RowWindow, initial: number, columns: number, rows: number, rowHeight: number): RowWindow {
  if (window.last < window.first || rows <= 0) return window;
  const pageRows = pageRowsOf(initial, columns);
  const first = Math.floor(window.first / pageRows) * pageRows;
  const last = Math.min(rows - 1, Math.ceil((window.last + 1) / pageRows) * pageRows - 1);
  // rows are all `rowHeight` tall (the virtualiser estimates, never measures): a row's top is its index times that
  return { first, last, top: window.top - (window.first - first) * rowHeight, total: window.total };
}

/** Rows per page: the rows `initial` games fill at this many columns (a last, partial row counts). */
export function pageRowsOf(initial: number, columns: number): number {
  return Math.max(1, Math.ceil(Math.max(1, initial) / Math.max(1, columns)));
}
