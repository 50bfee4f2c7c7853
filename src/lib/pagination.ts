/** §9 pagination defaults. */
export const PAGINATION_DEFAULTS = { perPage: 10, maxPages: 5 } as const;

export type PaginationType = 'button' | 'link';

export interface PageItem {
  page: number;
  current: boolean;
  href?: string;
}

export interface PaginationModel {
  totalPages: number;
  pages: PageItem[];
  previous: PageItem | null;
  next: PageItem | null;
}

export class PaginationError extends Error {}

/**
 * The window of at most `maxPages` page numbers around the current page. Link pagination needs
 * a URL with a `[page]` placeholder (§5), else it raises.
 */
export function paginate(options: {
  total: number;
  current: number;
  perPage?: number;
  maxPages?: number;
  type?: PaginationType;
  link?: string;
}): PaginationModel {
  const perPage = options.perPage ?? PAGINATION_DEFAULTS.perPage;
  const maxPages = options.maxPages ?? PAGINATION_DEFAULTS.maxPages;
  const type = options.type ?? 'button';
  if (type === 'link' && !options.link?.includes('[page]')) {
    throw new PaginationError('Link pagination needs a link URL containing a [page] placeholder');
  }
  const totalPages = Math.max(1, Math.ceil(Math.max(0, options.total) / perPage));
  const current = Math.min(Math.max(1, Math.trunc(options.current)), totalPages);
  const half = Math.floor(maxPages / 2);
  let start = Math.max(1, current - half);
  const end = Math.min(totalPages, start + maxPages - 1);
  start = Math.max(1, end - maxPages + 1);
  const item = (page: number): PageItem => ({
    page,
    current: page === current,
    ...(type === 'link' ? { href: (options.link as string).replaceAll('[page]', String(page)) } : {}),
  });
  const pages: PageItem[] = [];
  for (let p = start; p <= end; p++) pages.push(item(p));
  return { totalPages, pages, previous: current > 1 ? item(current - 1) : null, next: current < totalPages ? item(current + 1) : null };
}
