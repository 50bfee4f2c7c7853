import { describe, expect, it } from 'vitest';
import { pageRowsOf, pageWindow } from './page-window.ts';

const ROW = 300;
const at = (first: number, last: number) => ({ first, last, top: first * ROW, total: 100 * ROW });
const tiles = (w: { first: number; last: number }, columns: number) => (w.last - w.first + 1) * columns;

describe('pageWindow', () => {
  it('at the top of a list draws the server\u2019s first page: `initial` games, whatever the columns', () => {
    for (const columns of [2, 3, 4, 6]) {
      // the viewport and overscan near the top: two or three rows
      const w = pageWindow(at(0, 2), 24, columns, 100, ROW);
      expect(w.first).toBe(0);
      expect(tiles(w, columns), `${columns} columns`).toBe(24);
      expect(w.top).toBe(0);
    }
  });

  it('widens a window that crosses a page boundary to both pages, with the top of the first', () => {
    const w = pageWindow(at(3, 5), 24, 6, 100, ROW);
    expect(w).toEqual({ first: 0, last: 7, top: 0, total: 100 * ROW });
    const further = pageWindow(at(9, 10), 24, 6, 100, ROW);
    expect(further).toEqual({ first: 8, last: 11, top: 8 * ROW, total: 100 * ROW });
  });

  it('stops at the list\u2019s last row', () => {
    expect(pageWindow(at(97, 99), 24, 6, 100, ROW)).toMatchObject({ first: 96, last: 99 });
  });

  it('leaves an empty window alone', () => {
    const empty = { first: 0, last: -1, top: 0, total: 0 };
    expect(pageWindow(empty, 24, 6, 0, ROW)).toBe(empty);
  });
});

it('pageRowsOf: a partial last row counts, and nonsense never gives zero rows', () => {
  expect(pageRowsOf(24, 6)).toBe(4);
  expect(pageRowsOf(24, 5)).toBe(5);
  expect(pageRowsOf(0, 0)).toBe(1);
});
