import { describe, expect, it } from 'vitest';
import { paginate, PaginationError } from './pagination.ts';

describe('paginate', () => {
  it('defaults to 10 per page and 5 pages shown', () => {
    const m = paginate({ total: 95, current: 1 });
    expect(m.totalPages).toBe(10);
    expect(m.pages.map((p) => p.page)).toEqual([1, 2, 3, 4, 5]);
    expect(m.previous).toBeNull();
    expect(m.next?.page).toBe(2);
  });
  it('centres the window on the current page and clamps at the ends', () => {
    expect(paginate({ total: 95, current: 6 }).pages.map((p) => p.page)).toEqual([4, 5, 6, 7, 8]);
    expect(paginate({ total: 95, current: 10 }).pages.map((p) => p.page)).toEqual([6, 7, 8, 9, 10]);
    expect(paginate({ total: 95, current: 99 }).pages.at(-1)?.current).toBe(true);
  });
  it('link type fills the [page] placeholder', () => {
    const m = paginate({ total: 30, current: 2, type: 'link', link: '/news?page=[page]' });
    expect(m.pages.map((p) => p.href)).toEqual(['/news?page=1', '/news?page=2', '/news?page=3']);
  });
  it('link type without a [page] placeholder raises', () => {
    expect(() => paginate({ total: 30, current: 1, type: 'link', link: '/news' })).toThrow(PaginationError);
  });
  it('an empty list still has one page', () => expect(paginate({ total: 0, current: 1 }).totalPages).toBe(1));
});
